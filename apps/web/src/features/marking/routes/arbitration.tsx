import { useState } from 'react';
import { Card, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { arbitrationsQuery, type TArbitrationStatus } from '../api/arbitrations';
import { groupCountersQuery } from '../api/group-counters';
import { MARKING_PAGE_SIZE, type TMarkingArbitration } from '../api/types';
import { AnswerThumb } from '../components/answer-thumb';
import { MarkingWorkspace } from '../components/marking-workspace';
import { TaskGroupPicker } from '../components/pickers';
import { fmtScore, positiveInt } from '../lib/format';

type View = 'work' | TArbitrationStatus;

/** /marking/arbitration?groupId=: the arbiter marks the answers whose two marks differ too much; lists of pending and done ones. */
export default function ArbitrationPage() {
  const [search, setSearch] = useSearchParams();
  const groupId = positiveInt(search.get('groupId'));
  const [view, setView] = useState<View>('work');
  const counters = useQuery(groupCountersQuery(groupId));

  const picker = <TaskGroupPicker role="arbiter" label="仲裁题组" value={groupId} onChange={(id) => setSearch({ groupId: String(id) }, { replace: true })} />;
  if (groupId == null)
    return (
      <Card size="small" title="仲裁">
        {picker}
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          双评题组中两位老师的给分相差超过允许误差时，答卷交由仲裁老师给出最终分。请选择您担任仲裁的题组。
        </Typography.Paragraph>
      </Card>
    );

  const switcher = (
    <div className="mk-switch">
      <Segmented<View>
        value={view}
        onChange={setView}
        options={[
          { value: 'work', label: '仲裁阅卷' },
          { value: 'pending', label: `待仲裁${counters.data ? `（${counters.data.arbitrationPending}）` : ''}` },
          { value: 'done', label: '已仲裁' },
        ]}
      />
      {picker}
    </div>
  );
  if (view === 'work') return <MarkingWorkspace key={groupId} groupId={groupId} mode="arbitrate" submitKind="arbitration" head={switcher} />;
  return (
    <Card size="small">
      {switcher}
      <ArbitrationList key={`${groupId}-${view}`} groupId={groupId} status={view} />
    </Card>
  );
}

function ArbitrationList({ groupId, status }: { groupId: number; status: TArbitrationStatus }) {
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(arbitrationsQuery(groupId, status, pageNo));
  const mark = (a: TMarkingArbitration, i: number) => {
    const m = a.priorMarks[i];
    return m ? (
      <Space size={4}>
        <span>{m.teacherName}</span>
        <b>{fmtScore(m.score)}</b>
      </Space>
    ) : (
      '-'
    );
  };
  return (
    <Table<TMarkingArbitration>
      size="small"
      rowKey="answerId"
      aria-label={status === 'pending' ? '待仲裁答卷' : '已仲裁答卷'}
      loading={page.isFetching}
      dataSource={page.data?.list ?? []}
      locale={{ emptyText: status === 'pending' ? '暂无待仲裁的答卷' : '暂无已仲裁的答卷' }}
      columns={[
        { title: '答卷', width: 150, render: (_v, a) => <AnswerThumb imageUrl={a.imageUrl} paperNo={a.paperNo} width={130} height={70} /> },
        { title: '试卷号', dataIndex: 'paperNo', width: 100 },
        { title: '一评', width: 140, render: (_v, a) => mark(a, 0) },
        { title: '二评', width: 140, render: (_v, a) => mark(a, 1) },
        { title: '分差', dataIndex: 'difference', width: 80, render: (v: number) => <Typography.Text type="danger">{fmtScore(v)}</Typography.Text> },
        { title: '最终分', dataIndex: 'finalScore', width: 80, render: (v: number | null) => (v == null ? <Tag color="warning">待仲裁</Tag> : <b>{fmtScore(v)}</b>) },
        { title: '仲裁老师', dataIndex: 'arbiterName', render: (v: string | null) => v ?? '-' },
      ]}
      pagination={{ current: pageNo, pageSize: MARKING_PAGE_SIZE, total: page.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (t) => `共 ${t} 份` }}
    />
  );
}
