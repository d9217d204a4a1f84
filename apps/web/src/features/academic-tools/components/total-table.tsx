import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TGroupTotal } from '../api/types';
import { compareNullable, DASH, fmtFixed, fmtNum, fmtPct } from '../../../lib/report-format';

type Student = TGroupTotal['students'][number];
type ClazzRow = TGroupTotal['classes'][number];

/** 总分排名: one row a student, ranks, the total, each subject's score, the tier and missed subjects. */
export function TotalTable({ data, label = '总分排名表' }: { data: TGroupTotal; label?: string }) {
  const columns: ColumnsType<Student> = [
    { title: '年级排名', dataIndex: 'gradeRank', width: 90, fixed: 'left', sorter: (a, b) => compareNullable(a.gradeRank, b.gradeRank), render: (v: number | null) => v ?? DASH },
    { title: '班级排名', dataIndex: 'clazzRank', width: 90, sorter: (a, b) => compareNullable(a.clazzRank, b.clazzRank), render: (v: number | null) => v ?? DASH },
    { title: '姓名', dataIndex: 'studentName', width: 90, fixed: 'left' },
    { title: '学号', dataIndex: 'studentNum', width: 110 },
    { title: '班级', dataIndex: 'clazzName', width: 100 },
    { title: `总分（${fmtNum(data.fullScore)}）`, dataIndex: 'total', width: 100, sorter: (a, b) => compareNullable(a.total, b.total), render: (v: number | null) => <b>{fmtNum(v)}</b> },
    ...data.subjects.map((s, j) => ({
      key: `subject-${s.subjectId}`,
      title: s.subjectName,
      width: 76,
      sorter: (a: Student, b: Student) => compareNullable(a.subjectScores[j], b.subjectScores[j]),
      render: (_v: unknown, r: Student) => (r.subjectScores[j] == null ? <Tag color="red">缺考</Tag> : fmtNum(r.subjectScores[j])),
    })),
    { title: '分层', dataIndex: 'tierName', width: 90, render: (v: string | null) => (v ? <Tag color="blue">{v}</Tag> : DASH) },
    { title: '缺科', dataIndex: 'missedSubjects', width: 70, render: (v: number) => (v > 0 ? <Tag color="orange">{v} 科</Tag> : 0) },
  ];
  return (
    <Table<Student>
      rowKey="studentId"
      size="small"
      aria-label={label}
      columns={columns}
      dataSource={data.students}
      scroll={{ x: 780 + data.subjects.length * 76 }}
      pagination={{ defaultPageSize: 20, pageSizeOptions: [20, 50, 100], showSizeChanger: true, showTotal: (t) => `共 ${t} 名学生` }}
      locale={{ emptyText: '暂无学生成绩' }}
    />
  );
}

/** Each class's total statistics against the grade. */
export function TotalClassStats({ data, clazzId = null }: { data: TGroupTotal; clazzId?: number | null }) {
  const grade: ClazzRow = { ...data.grade, clazzId: 0, clazzName: '全年级', rank: null, aboveAverageRate: null };
  const columns: ColumnsType<ClazzRow> = [
    { title: '班级', dataIndex: 'clazzName', width: 100, render: (v: string, r) => (r.clazzId === 0 ? <b>{v}</b> : v) },
    { title: '参考人数', dataIndex: 'participants', width: 84 },
    { title: '缺考', dataIndex: 'absent', width: 64 },
    { title: '平均分', dataIndex: 'average', width: 84, render: (v: number | null) => fmtFixed(v) },
    { title: '最高分', dataIndex: 'max', width: 76, render: (v: number | null) => fmtNum(v) },
    { title: '最低分', dataIndex: 'min', width: 76, render: (v: number | null) => fmtNum(v) },
    { title: '及格率', key: 'pass', width: 80, render: (_v, r) => fmtPct(r.pass.rate) },
    { title: '优秀率', key: 'excellent', width: 80, render: (_v, r) => fmtPct(r.excellent.rate) },
    { title: '低分率', key: 'low', width: 80, render: (_v, r) => fmtPct(r.low.rate) },
    { title: '均分排名', dataIndex: 'rank', width: 84, render: (v: number | null) => v ?? DASH },
  ];
  return <Table<ClazzRow> rowKey="clazzId" size="small" aria-label="班级总分统计" columns={columns} dataSource={[...data.classes.filter((c) => clazzId == null || c.clazzId === clazzId), grade]} pagination={false} scroll={{ x: 800 }} />;
}
