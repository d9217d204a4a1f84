import { Button, Empty, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TWriteStudentRow } from '@app/contract/writing';
import { compareNullable } from '../../../lib/report-format';
import { STATUS_COLORS, schoolTime, score } from '../lib/format';

type Props = {
  rows: TWriteStudentRow[];
  fullScore: number;
  loading?: boolean;
  /** Show the class column (the rows come from more than one class). */
  severalClasses: boolean;
  onOpen: (row: TWriteStudentRow) => void;
  label?: string;
};

const time = (v: string | null) => (v ? Date.parse(v) : null);

function columns(fullScore: number, severalClasses: boolean, onOpen: Props['onOpen']): ColumnsType<TWriteStudentRow> {
  return [
    { title: '学号', dataIndex: 'studentNum', width: 120, sorter: (a, b) => a.studentNum.localeCompare(b.studentNum) },
    { title: '姓名', dataIndex: 'name', width: 100 },
    ...(severalClasses ? [{ title: '班级', dataIndex: 'clazzName', width: 110 }] : []),
    {
      title: '状态',
      dataIndex: 'status',
      width: 130,
      sorter: (a, b) => a.status - b.status,
      render: (_: unknown, r) => (
        <>
          <Tag color={STATUS_COLORS[r.status]}>{r.statusName}</Tag>
          {/* A photo of a handwritten essay: read it on the essay's page. */}
          {r.hasPhoto && <Tag title="学生上传了作文照片">照片</Tag>}
        </>
      ),
    },
    { title: '词数', dataIndex: 'wordCount', width: 80, align: 'right', sorter: (a, b) => compareNullable(a.wordCount, b.wordCount), render: (v: number | null) => v ?? '-' },
    {
      title: '拼写错误',
      dataIndex: 'spellingCount',
      width: 90,
      align: 'right',
      sorter: (a, b) => compareNullable(a.spellingCount, b.spellingCount),
      render: (v: number | null) => (v == null ? '-' : v > 0 ? <span className="write-count-bad">{v}</span> : v),
    },
    {
      title: '建议分',
      dataIndex: 'suggestedScore',
      width: 90,
      align: 'right',
      sorter: (a, b) => compareNullable(a.suggestedScore, b.suggestedScore),
      render: (v: number | null) => (v == null ? '-' : <span className="vocab-muted">{score(v)}</span>),
    },
    {
      title: `教师评分（满分${fullScore}）`,
      dataIndex: 'teacherScore',
      width: 140,
      align: 'right',
      sorter: (a, b) => compareNullable(a.teacherScore, b.teacherScore),
      render: (v: number | null) => (v == null ? '-' : <strong>{score(v)}</strong>),
    },
    { title: '提交时间', dataIndex: 'submittedAt', width: 150, sorter: (a, b) => compareNullable(time(a.submittedAt), time(b.submittedAt)), render: (v: string | null) => schoolTime(v) },
    {
      title: '操作',
      key: 'open',
      width: 80,
      render: (_: unknown, r) =>
        r.submissionId != null ? (
          <Button
            type="link"
            size="small"
            aria-label={`${r.status === 3 ? '查看' : '批改'}${r.name}的作文`}
            onClick={(e) => {
              e.stopPropagation();
              onOpen(r);
            }}
          >
            {r.status === 3 ? '查看' : '批改'}
          </Button>
        ) : null,
    },
  ];
}

/** The students of a task (detailswrite, report/student): essay state, words, misspellings, scores; a row with an essay opens it. */
export function WriteStudentsTable({ rows, fullScore, loading, severalClasses, onOpen, label = '学生作文' }: Props) {
  return (
    <Table<TWriteStudentRow>
      size="middle"
      aria-label={label}
      rowKey="studentId"
      loading={loading}
      dataSource={rows}
      columns={columns(fullScore, severalClasses, onOpen)}
      rowClassName={(r) => (r.submissionId != null ? 'write-row-open' : '')}
      onRow={(r) => ({ onClick: () => (r.submissionId != null ? onOpen(r) : undefined) })}
      pagination={rows.length > 60 ? { pageSize: 60, showSizeChanger: false } : false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="所选班级没有学生" /> }}
      scroll={{ x: 'max-content' }}
    />
  );
}
