import { Card, Empty, Progress, Result, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { progressByClazzQuery } from '../api/progress-by-clazz';
import type { TClazzProgress } from '../api/types';
import { ExamChoice } from '../components/exam-choice';
import { percent, positiveInt } from '../lib/format';
import { ProgressSwitch } from '../components/progress-switch';
import { Loading } from '../components/loading';

/** /marking/progressv2?examId=: progress by class, one column per group (answers finalised / answers). */
export default function ProgressByClazzPage() {
  const [search, setSearch] = useSearchParams();
  const examId = positiveInt(search.get('examId'));
  const rows = useQuery(progressByClazzQuery(examId));
  const groups = rows.data?.[0]?.groups ?? [];
  const columns: ColumnsType<TClazzProgress> = [
    { title: '班级', dataIndex: 'clazzName', width: 110, fixed: 'left' },
    ...groups.map((g, i) => ({
      title: g.name,
      key: `g${g.groupId}`,
      width: 150,
      render: (_v: unknown, r: TClazzProgress) => {
        const c = r.groups[i];
        if (!c || !c.total) return <span className="mk-muted">无答卷</span>;
        return (
          <Tooltip title={`已定分 ${c.final} / ${c.total} 份`}>
            <Progress percent={percent(c.final, c.total)} size="small" style={{ margin: 0 }} />
          </Tooltip>
        );
      },
    })),
    {
      title: '合计',
      key: 'total',
      width: 150,
      render: (_v, r) => {
        const total = r.groups.reduce((s, g) => s + g.total, 0);
        const final = r.groups.reduce((s, g) => s + g.final, 0);
        return (
          <span>
            {final}/{total}（{percent(final, total)}%）
          </span>
        );
      },
    },
  ];
  return (
    <Card size="small">
      <div className="mk-switch">
        <ProgressSwitch examId={examId} current="clazz" />
        <ExamChoice value={examId} onChange={(id) => setSearch({ examId: String(id) })} />
      </div>
      {examId == null ? (
        <Empty description="请选择考试查看各班阅卷进度" />
      ) : rows.isPending ? (
        <Loading />
      ) : rows.isError ? (
        <Result status="warning" title="无法查看该考试的阅卷进度" subTitle={rows.error.message} />
      ) : (
        <Table<TClazzProgress> size="small" rowKey="clazzId" aria-label="各班阅卷进度" columns={columns} dataSource={rows.data} pagination={false} scroll={{ x: 260 + groups.length * 150 }} locale={{ emptyText: '暂无答卷' }} />
      )}
    </Card>
  );
}
