import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { studentTrendQuery, type TStudentExam } from '../api/student-trend';
import { QueryStates } from '../components/student-states';
import { compareNullable, fmtNum, fmtPct } from '../../../lib/report-format';
import { TIER_COLORS, TIER_NAMES } from '../lib/format';
import { useStudentContext } from '../lib/student-context';
import { scoreRate } from '../lib/student-summary';

/** 历次成绩 (scoreHistory): every exam of the term, newest first. */
export default function ScoreHistoryPage() {
  const { studentId, subjectId, subjectName } = useStudentContext();
  const trend = useQuery(studentTrendQuery(studentId, subjectId));
  const columns: ColumnsType<TStudentExam> = [
    { title: '考试', dataIndex: 'name', width: 170 },
    { title: '日期', dataIndex: 'examDate', width: 104, defaultSortOrder: 'descend', sorter: (a, b) => a.examDate.localeCompare(b.examDate) },
    { title: '类型', dataIndex: 'typeName', width: 90, render: (v: string) => <Tag bordered={false}>{v}</Tag> },
    {
      title: '得分/满分',
      key: 'score',
      width: 110,
      align: 'right',
      sorter: (a, b) => compareNullable(scoreRate(a), scoreRate(b)),
      render: (_v, e) => (e.missExam ? '-' : `${fmtNum(e.score)}/${fmtNum(e.fullScore)}`),
    },
    { title: '得分率', key: 'rate', width: 80, align: 'right', render: (_v, e) => fmtPct(scoreRate(e)) },
    { title: '班级平均分', dataIndex: 'clazzAverage', width: 96, align: 'right', render: (v: number | null) => fmtNum(v, 2) },
    { title: '班级排名', dataIndex: 'clazzRank', width: 84, align: 'right', sorter: (a, b) => compareNullable(a.clazzRank, b.clazzRank), render: (v: number | null) => v ?? '-' },
    {
      title: '年级排名',
      dataIndex: 'gradeRank',
      width: 100,
      align: 'right',
      sorter: (a, b) => compareNullable(a.gradeRank, b.gradeRank),
      render: (v: number | null, e) => (v == null ? '-' : `${v}/${e.participants}`),
    },
    { title: '分层', dataIndex: 'tier', width: 84, render: (v: string | null) => (v ? <Tag color={TIER_COLORS[v]}>{TIER_NAMES[v] ?? v}</Tag> : '-') },
    { title: '缺考', dataIndex: 'missExam', width: 70, render: (v: boolean) => (v ? <Tag color="error">缺考</Tag> : '否') },
  ];
  return (
    <QueryStates query={trend} isEmpty={(d) => !d.exams.length} empty={`本学期${subjectName}还没有已出成绩的考试`}>
      {(d) => <Table<TStudentExam> rowKey="examId" size="small" aria-label="历次成绩表" columns={columns} dataSource={d.exams} pagination={false} scroll={{ x: 1000 }} />}
    </QueryStates>
  );
}
