import { useMemo, useState } from 'react';
import { Button, Empty, Result, Skeleton, Space, Switch, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useQueries, useQuery } from '@tanstack/react-query';
import { clazzTopicsQuery } from '../api/clazz-topics';
import { studentAnswersQuery } from '../api/student-answers';
import { studentPointsQuery } from '../api/student-points';
import { studentTrendQuery, type TStudentExam } from '../api/student-trend';
import { fmtNum, fmtPct } from '../../../lib/report-format';
import { useStudentContext } from '../lib/student-context';

const WEAK_POINTS = 8;

type LostQuestion = { key: string; exam: TStudentExam; questionNo: string; score: number; fullScore: number; points: { kpId: number; name: string; weak: boolean }[] };

/**
 * 假期练习卷 (holidyPaper): a printable list of the student's weakest knowledge points and of the
 * questions of this term's exams where they lost points (exam and question number), to redo.
 */
export default function HolidayPaperPage() {
  const { studentId, studentName, studentNum, clazzId, clazzName, subjectId, subjectName } = useStudentContext();
  const trend = useQuery(studentTrendQuery(studentId, subjectId));
  const points = useQuery(studentPointsQuery(studentId, subjectId));
  const [weakOnly, setWeakOnly] = useState(false);
  const sat = useMemo(() => (trend.data?.exams ?? []).filter((e) => !e.missExam), [trend.data]);
  const answers = useQueries({ queries: sat.map((e) => studentAnswersQuery(e.examId, studentId)) });
  // The answers carry no knowledge points; the class's question analysis does.
  const topics = useQueries({ queries: sat.map((e) => clazzTopicsQuery(e.examId, clazzId)) });

  const weak = useMemo(() => (points.data?.points ?? []).filter((p) => p.mastery < 1).slice(0, WEAK_POINTS), [points.data]);
  const weakIds = useMemo(() => new Set(weak.map((p) => p.kpId)), [weak]);
  const loading = trend.isPending || points.isPending || answers.some((q) => q.isPending) || topics.some((q) => q.isPending);

  const lost = useMemo<LostQuestion[]>(() => {
    if (loading) return [];
    const out: LostQuestion[] = [];
    sat.forEach((exam, i) => {
      const a = answers[i]?.data;
      const kps = new Map((topics[i]?.data ?? []).map((t) => [t.questionId, t.knowledgePoints]));
      for (const q of a?.questions ?? []) {
        if (q.score == null || q.score >= q.fullScore) continue;
        const pts = (kps.get(q.questionId) ?? []).map((k) => ({ kpId: k.kpId, name: k.name, weak: weakIds.has(k.kpId) }));
        out.push({ key: `${exam.examId}-${q.questionId}`, exam, questionNo: q.questionNo, score: q.score, fullScore: q.fullScore, points: pts });
      }
    });
    return out;
  }, [loading, sat, answers, topics, weakIds]);

  if (loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (trend.isError || points.isError) return <Result status="warning" title="加载失败" subTitle="无法生成练习卷，请稍后重试" />;
  if (!trend.data?.exams.length) return <Empty description={`本学期${subjectName}还没有已出成绩的考试，无法生成练习卷`} />;
  if (!sat.length) return <Empty description="该学生本学期的考试均缺考，无法生成练习卷" />;

  const shown = weakOnly ? lost.filter((q) => q.points.some((p) => p.weak)) : lost;
  const failed = answers.filter((q) => q.isError).length;

  return (
    <div className="trends-page">
      <Space className="no-print" wrap size={16}>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
        <Space size={6}>
          <Switch size="small" checked={weakOnly} onChange={setWeakOnly} aria-label="只列出薄弱知识点的题目" />
          <span>只列出薄弱知识点的题目</span>
        </Space>
        {failed > 0 && <Typography.Text type="warning">有 {failed} 次考试的作答未能加载，未列入</Typography.Text>}
      </Space>
      <div className="print-sheet" aria-label="假期练习卷">
        <h2 data-testid="paper-title">{subjectName}假期练习卷</h2>
        <div className="print-sheet-meta">
          <span>姓名：{studentName}</span>
          <span>学号：{studentNum}</span>
          <span>班级：{clazzName}</span>
          <span>本学期参加考试 {sat.length} 次</span>
        </div>

        <h3>一、薄弱知识点（按掌握率从低到高）</h3>
        {weak.length ? (
          <table className="print-table" aria-label="薄弱知识点">
            <thead>
              <tr>
                <th style={{ width: 48 }}>序号</th>
                <th>知识点</th>
                <th style={{ width: 160 }}>章节</th>
                <th style={{ width: 80 }}>掌握率</th>
                <th style={{ width: 120 }}>复习完成打勾</th>
              </tr>
            </thead>
            <tbody>
              {weak.map((p, i) => (
                <tr key={p.kpId}>
                  <td>{i + 1}</td>
                  <td>{p.name}</td>
                  <td>{p.chapter ?? '-'}</td>
                  <td>{fmtPct(p.mastery, 0)}</td>
                  <td>□</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>本学期没有失分的知识点。</p>
        )}

        <h3>
          二、失分题目重做（共 {shown.length} 题{weakOnly ? '，仅薄弱知识点' : ''}，<span className="print-star">★</span> 为薄弱知识点）
        </h3>
        {shown.length ? (
          <table className="print-table" aria-label="失分题目">
            <thead>
              <tr>
                <th style={{ width: 48 }}>序号</th>
                <th style={{ width: 170 }}>考试</th>
                <th style={{ width: 72 }}>题号</th>
                <th style={{ width: 86 }}>得分/满分</th>
                <th>知识点</th>
                <th style={{ width: 150 }}>重做结果 / 订正</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((q, i) => (
                <tr key={q.key}>
                  <td>{i + 1}</td>
                  <td>
                    {q.exam.name}
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {q.exam.examDate}
                    </Typography.Text>
                  </td>
                  <td className="print-nw">第{q.questionNo}题</td>
                  <td>
                    {fmtNum(q.score)}/{fmtNum(q.fullScore)}
                  </td>
                  <td>
                    {q.points.length
                      ? q.points.map((p, j) => (
                          <span key={p.kpId}>
                            {j > 0 && '、'}
                            {p.weak && <span className="print-star">★</span>}
                            {p.name}
                          </span>
                        ))
                      : '-'}
                  </td>
                  <td className="print-answer" />
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{weakOnly ? '没有与薄弱知识点相关的失分题目。' : '本学期考试没有失分题目。'}</p>
        )}
      </div>
    </div>
  );
}
