import { useEffect, useMemo, useState } from 'react';
import { Card, Empty, Result, Segmented, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { examOptionsQuery } from '../api/exam-options';
import { scoreUpQuery, type TScoreUpRow } from '../api/score-up';
import { useClassFocus } from '../lib/class-focus-context';
import { fmtNum, positiveInt } from '../../../lib/report-format';
import { useNavigating } from '../../../lib/navigating';

const LINE_COLORS: Record<string, string> = { 及格线: 'red', 良好线: 'orange', 优秀线: 'green' };
const FILTERS = ['全部', '及格线', '良好线', '优秀线', '已达优秀'] as const;
type Filter = (typeof FILTERS)[number];

/** 提分宝 (scoreuptreasure): in one exam, who is closest to the next line and which points cost them most. */
export default function ScoreUpTreasurePage() {
  const { clazzId, clazzName, subjectId, subjectName, search, update } = useClassFocus();
  const exams = useQuery(examOptionsQuery(clazzId, subjectId));
  const scored = useMemo(() => (exams.data?.list ?? []).filter((e) => e.hasScores), [exams.data]);
  const urlExamId = positiveInt(search.get('examId'));
  const exam = scored.find((e) => e.examId === urlExamId) ?? scored[0] ?? null;
  const examId = exam?.examId ?? null;
  const [filter, setFilter] = useState<Filter>('全部');
  const navigating = useNavigating();

  useEffect(() => {
    if (!navigating.now() && exam && urlExamId !== exam.examId) update({ examId: String(exam.examId) }, true);
  }, [exam?.examId, urlExamId, navigating.pending]);

  const rows = useQuery(scoreUpQuery(examId, clazzId));
  const data = useMemo(() => rows.data ?? [], [rows.data]);
  const shown = useMemo(() => (filter === '全部' ? data : filter === '已达优秀' ? data.filter((r) => r.nextLine == null) : data.filter((r) => r.nextLine === filter)), [data, filter]);

  if (exams.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (exams.isError) return <Result status="warning" title="考试列表加载失败" subTitle={exams.error.message} />;
  if (!scored.length) return <Empty description={`${clazzName}${subjectName}还没有已出成绩的考试`} />;

  const count = (line: string | null) => data.filter((r) => r.nextLine === line).length;
  const near = data.filter((r) => r.gapToNext != null && r.gapToNext <= 5).length;
  const columns: ColumnsType<TScoreUpRow> = [
    { title: '学号', dataIndex: 'studentNum', width: 110 },
    { title: '姓名', dataIndex: 'studentName', width: 90 },
    { title: '得分', dataIndex: 'score', width: 70, align: 'right', sorter: (a, b) => a.score - b.score, render: (v: number) => fmtNum(v) },
    {
      title: '下一目标',
      dataIndex: 'nextLine',
      width: 100,
      render: (v: string | null) => (v ? <Tag color={LINE_COLORS[v]}>{v}</Tag> : <Tag color="success">已达优秀</Tag>),
    },
    {
      title: '差距',
      dataIndex: 'gapToNext',
      width: 90,
      align: 'right',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => (a.gapToNext ?? Infinity) - (b.gapToNext ?? Infinity),
      render: (v: number | null) => (v == null ? '-' : `${fmtNum(v)} 分`),
    },
    {
      title: '重点知识点（失分）',
      key: 'focus',
      render: (_v, r) =>
        r.focus.length ? (
          <Space size={[4, 4]} wrap>
            {r.focus.map((f) => (
              <Tag key={f.kpId} className="trends-focus-tag">
                {f.name} <Typography.Text type="danger">-{fmtNum(f.lostPoints)}</Typography.Text>
              </Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">无失分</Typography.Text>
        ),
    },
  ];

  return (
    <div className="trends-page">
      <Space size={16} wrap>
        <Space size={6}>
          <span className="filter-label">考试</span>
          <Select
            aria-label="考试"
            style={{ width: 280 }}
            value={examId ?? undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={scored.map((e) => ({ value: e.examId, label: `${e.name}（${e.examDate}）` }))}
            onChange={(v: number) => update({ examId: String(v) })}
          />
        </Space>
        {exam && (
          <Typography.Text type="secondary">
            {exam.typeName} · 满分 {fmtNum(exam.fullScore)} 分 · 班级平均分 {fmtNum(exam.average, 2)}
          </Typography.Text>
        )}
      </Space>
      <Card size="small">
        <Space size={[16, 8]} wrap>
          <span>
            冲及格线 <b>{count('及格线')}</b> 人
          </span>
          <span>
            冲良好线 <b>{count('良好线')}</b> 人
          </span>
          <span>
            冲优秀线 <b>{count('优秀线')}</b> 人
          </span>
          <span>
            已达优秀 <b>{count(null)}</b> 人
          </span>
          <Typography.Text type="secondary">其中距下一分数线不超过5分的有 {near} 人，稍加努力即可提分。</Typography.Text>
        </Space>
      </Card>
      <Segmented<Filter> options={[...FILTERS]} value={filter} onChange={setFilter} aria-label="按下一目标筛选" />
      {rows.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : rows.isError ? (
        <Result status="warning" title="提分宝加载失败" subTitle={rows.error.message} />
      ) : (
        <Table<TScoreUpRow>
          rowKey="studentId"
          size="small"
          aria-label="提分宝学生表"
          columns={columns}
          dataSource={shown}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={data.length ? '没有符合条件的学生' : '该考试本班没有参考学生'} /> }}
          pagination={shown.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        />
      )}
    </div>
  );
}
