import { useMemo, useState } from 'react';
import { Button, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TStudentRow } from '../api/clazz-summary';
import { compareNullable, DASH, fmtNum, fmtPct } from '../../../lib/report-format';
import { RankChange, RankChangeTitle } from './rank-change';

const TIER_COLOR: Record<string, string> = { top: 'gold', excellent: 'green', middle: 'blue', struggling: 'orange' };

export type StudentTableManage = { onEdit: (s: TStudentRow) => void; onToggleMiss: (s: TStudentRow) => void };

/** The student table of spec section 3: sortable, searchable by name or number, paged; managers can edit. */
export function StudentTable({ students, onOpen, manage }: { students: TStudentRow[]; onOpen: (s: TStudentRow) => void; manage?: StudentTableManage }) {
  const [keyword, setKeyword] = useState('');
  const rows = useMemo(() => {
    const k = keyword.trim();
    return k ? students.filter((s) => s.studentName.includes(k) || s.studentNum.includes(k)) : students;
  }, [students, keyword]);

  const columns: ColumnsType<TStudentRow> = [
    {
      title: '姓名',
      dataIndex: 'studentName',
      fixed: 'left',
      width: 96,
      sorter: (a, b) => a.studentName.localeCompare(b.studentName, 'zh-CN'),
      render: (name: string, s) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(s)}>
          {name}
        </Button>
      ),
    },
    { title: '学号', dataIndex: 'studentNum', width: 110, sorter: (a, b) => a.studentNum.localeCompare(b.studentNum) },
    { title: '得分', dataIndex: 'score', width: 80, sorter: (a, b) => compareNullable(a.score, b.score), render: (v: number | null) => fmtNum(v) },
    { title: '班级排名', dataIndex: 'rank', width: 96, defaultSortOrder: 'ascend', sorter: (a, b) => compareNullable(a.rank, b.rank), render: (v: number | null) => v ?? DASH },
    { title: '年级排名', dataIndex: 'gradeRank', width: 96, sorter: (a, b) => compareNullable(a.gradeRank, b.gradeRank), render: (v: number | null) => v ?? DASH },
    {
      title: <RankChangeTitle title="名次变化" />,
      dataIndex: 'compare',
      width: 96,
      sorter: (a, b) => compareNullable(a.compare, b.compare),
      render: (v: number | null) => <RankChange value={v} />,
    },
    { title: '得分率', dataIndex: 'scoring', width: 88, sorter: (a, b) => compareNullable(a.scoring, b.scoring), render: (v: number | null) => fmtPct(v) },
    {
      title: '分层',
      dataIndex: 'layeredName',
      width: 88,
      filters: [
        { text: '尖子生', value: 'top' },
        { text: '优秀生', value: 'excellent' },
        { text: '中等生', value: 'middle' },
        { text: '学困生', value: 'struggling' },
      ],
      onFilter: (value, s) => s.layered === value,
      render: (name: string | null, s) => (name ? <Tag color={TIER_COLOR[s.layered ?? ''] ?? 'default'}>{name}</Tag> : DASH),
    },
    { title: '超越率', dataIndex: 'ratio', width: 88, sorter: (a, b) => compareNullable(a.ratio, b.ratio), render: (v: number | null) => fmtPct(v) },
    {
      title: '缺考',
      dataIndex: 'missExam',
      width: 72,
      filters: [
        { text: '缺考', value: true },
        { text: '参考', value: false },
      ],
      onFilter: (value, s) => s.missExam === value,
      render: (v: boolean) => (v ? <Tag color="red">缺考</Tag> : '否'),
    },
    ...(manage
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right' as const,
            width: 150,
            render: (_v: unknown, s: TStudentRow) => (
              <>
                <Button type="link" size="small" onClick={() => manage.onEdit(s)}>
                  改分
                </Button>
                <Button type="link" size="small" onClick={() => manage.onToggleMiss(s)}>
                  {s.missExam ? '取消缺考' : '设为缺考'}
                </Button>
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <div>
      <div className="table-toolbar">
        <Input.Search allowClear placeholder="搜索姓名或学号" aria-label="搜索学生" style={{ width: 240 }} onChange={(e) => setKeyword(e.target.value)} onSearch={setKeyword} />
        <span className="table-toolbar-note">点击姓名查看该生的答题详情</span>
      </div>
      <Table<TStudentRow>
        rowKey="studentId"
        size="small"
        aria-label="学生成绩表"
        className="student-table"
        columns={columns}
        dataSource={rows}
        scroll={{ x: 900 }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: (t) => `共 ${t} 人` }}
      />
    </div>
  );
}
