import { useState } from 'react';
import { Button, Card, Empty, Input, Skeleton, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TTeachingTeacherRow } from '@app/contract';
import { compareNullable, fmtPct } from '../../../lib/report-format';
import { DownloadButton } from '../components/download-button';
import { downloadTeachers, useTeachingTeachers } from '../api/teachers';
import { TeacherDrawer } from '../components/teacher-drawer';
import { useTeachingFilter } from './teaching-layout';

const count = (title: string, key: keyof TTeachingTeacherRow, width = 96): ColumnsType<TTeachingTeacherRow>[number] => ({
  title,
  dataIndex: key,
  align: 'right',
  width,
  sorter: (a, b) => compareNullable(a[key] as number | null, b[key] as number | null),
  render: (v: number | null) => (v == null ? '-' : v),
});

/** 教师工作: what each teacher of the scope did in the period; a row opens the teacher's records. */
export default function TeachingTeacherPage() {
  const { filter } = useTeachingFilter();
  const teachers = useTeachingTeachers(filter);
  const [open, setOpen] = useState<number | null>(null);
  const [keyword, setKeyword] = useState('');

  const columns: ColumnsType<TTeachingTeacherRow> = [
    {
      title: '教师',
      dataIndex: 'teacherName',
      fixed: 'left',
      width: 100,
      sorter: (a, b) => a.teacherName.localeCompare(b.teacherName, 'zh-CN'),
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r.teacherId)}>
          {v}
        </Button>
      ),
    },
    { title: '任教学科', dataIndex: 'subjectNames', width: 100, render: (v: string[]) => v.join('、') },
    { title: '任教班级', dataIndex: 'clazzNames', width: 180, ellipsis: true, render: (v: string[]) => v.join('、') },
    count('分析考试', 'examsAnalysed'),
    count('标注考试', 'examsTagged'),
    count('阅卷量', 'answersMarked'),
    count('仲裁量', 'arbitrationsDone'),
    count('平均用时(秒)', 'avgSecondsPerAnswer', 110),
    { title: '引发仲裁', dataIndex: 'arbitrationShare', align: 'right', width: 96, render: (v: number | null) => fmtPct(v), sorter: (a, b) => compareNullable(a.arbitrationShare, b.arbitrationShare) },
    { title: '双评一致率', dataIndex: 'agreementRate', align: 'right', width: 104, render: (v: number | null) => fmtPct(v), sorter: (a, b) => compareNullable(a.agreementRate, b.agreementRate) },
    count('组卷', 'papersMade', 80),
    count('发送打印', 'papersSent'),
    count('收藏试题', 'questionsCollected'),
  ];

  if (teachers.isPending) return <Skeleton active />;
  const rows = (teachers.data?.rows ?? []).filter((r) => !keyword || r.teacherName.includes(keyword.trim()));
  return (
    <Card>
      <div className="teaching-toolbar" style={{ marginBottom: 12 }}>
        <Input.Search aria-label="搜索教师" placeholder="输入教师姓名" allowClear style={{ width: 200 }} onSearch={setKeyword} onChange={(e) => !e.target.value && setKeyword('')} />
        <Typography.Text type="secondary">点击教师姓名查看明细；阅卷、标注、组卷按所选时段内的操作时间统计。</Typography.Text>
        <DownloadButton download={() => downloadTeachers(filter)} disabled={!teachers.data?.rows.length} />
      </div>
      <Table<TTeachingTeacherRow>
        aria-label="教师工作"
        size="small"
        rowKey="teacherId"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 1400 }}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 位教师` }}
        locale={{ emptyText: <Empty description="所选范围内没有任课教师" /> }}
      />
      <TeacherDrawer teacherId={open} filter={filter} onClose={() => setOpen(null)} />
    </Card>
  );
}
