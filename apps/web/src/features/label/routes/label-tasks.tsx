import { useState } from 'react';
import { App, Button, Card, Empty, Input, Popconfirm, Progress, Select, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { EXAM_TYPES, LABEL_STATUS, LABEL_TAB_NAMES, LABEL_TABS, type TLabelTab, type TLabelTask } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { useFinishLabel, useWithdrawLabel } from '../api/exam';
import { useChangeExamType, useLabelPage } from '../api/tasks';
import '../label.css';
import { schoolTime } from '../../../lib/school-time';

const TAB_PATHS: Record<TLabelTab, string> = { whole: paths.labelWhole, tomarked: paths.labelToMarked, tocomplete: paths.labelToComplete, towithdraw: paths.labelToWithdraw };
const STATUS_COLORS: Record<number, string> = { 0: 'orange', 1: 'green', 2: 'default' };

const EMPTY: Record<TLabelTab, string> = {
  whole: '暂无标注任务：您任教班级的本学科考试有了题目后会出现在这里',
  tomarked: '没有待标注的考试',
  tocomplete: '还没有完成标注的考试',
  towithdraw: '没有已撤回的考试',
};

/** /labelTask/whole|tomarked|tocomplete|towithdraw: the exams of the teacher's subject and classes to tag. */
export default function LabelTasksPage() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();
  const tab = (LABEL_TABS.find((t) => location.pathname.endsWith(`/${t}`)) ?? 'whole') as TLabelTab;
  const [pageNo, setPageNo] = useState(1);
  const [searchKey, setSearchKey] = useState('');
  const page = useLabelPage({ subjectId: session.subjectId, status: tab, pageNo, searchKey });
  const changeType = useChangeExamType();
  const finish = useFinishLabel();
  const withdraw = useWithdrawLabel();

  const columns = [
    { title: '考试时间', dataIndex: 'examTime', width: 110 },
    { title: '考试名称', dataIndex: 'examName', ellipsis: true },
    {
      title: '类型',
      width: 130,
      render: (_: unknown, r: TLabelTask) =>
        r.canChangeType ? (
          <Select
            size="small"
            aria-label={`${r.examName}的考试类型`}
            value={r.type}
            style={{ width: 110 }}
            options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
            onChange={(type: number) => changeType.mutate({ examGroupId: r.examGroupId, type }, { onSuccess: () => void message.success('考试类型已修改') })}
          />
        ) : (
          r.typeName
        ),
    },
    {
      title: '年级/班级',
      width: 180,
      render: (_: unknown, r: TLabelTask) => (
        <Tooltip title={r.clazzNames.join('、')}>
          <span>
            {r.gradeName} · {r.clazzNames.length}个班
          </span>
        </Tooltip>
      ),
    },
    {
      title: '标注进度',
      width: 170,
      render: (_: unknown, r: TLabelTask) => (
        <div aria-label={`${r.examName}的标注进度`}>
          <Progress percent={r.questionCount ? Math.round((r.taggedCount / r.questionCount) * 100) : 0} size="small" format={() => `${r.taggedCount}/${r.questionCount}`} />
        </div>
      ),
    },
    {
      title: '标注人',
      width: 150,
      render: (_: unknown, r: TLabelTask) => (r.taggers.length ? <Tooltip title={r.lastTaggedAt ? `最近标注：${schoolTime(r.lastTaggedAt)}` : undefined}>{r.taggers.join('、')}</Tooltip> : <Typography.Text type="secondary">—</Typography.Text>),
    },
    { title: '状态', width: 90, render: (_: unknown, r: TLabelTask) => <Tag color={STATUS_COLORS[r.status]}>{r.statusName}</Tag> },
    {
      title: '操作',
      width: 170,
      render: (_: unknown, r: TLabelTask) => {
        const finished = r.status === LABEL_STATUS.FINISHED;
        const open = () => navigate(`${paths.relation}?examId=${r.examId}`);
        return (
          <Space size={4}>
            <Button type="link" size="small" onClick={open}>
              {finished ? '查看' : '标注'}
            </Button>
            {finished ? (
              <Popconfirm title="撤回标注" description="撤回后这场考试回到待标注，可以继续修改。确定撤回吗？" okText="撤回" cancelText="取消" onConfirm={() => withdraw.mutateAsync(r.examId).then(() => void message.success('已撤回'))}>
                <Button type="link" size="small">
                  撤回
                </Button>
              </Popconfirm>
            ) : (
              <Tooltip title={r.taggedCount < r.questionCount ? `还有${r.questionCount - r.taggedCount}道题未标注完整` : undefined}>
                <Popconfirm title="完成标注" description="完成后这场考试移到已完成。确定完成吗？" okText="完成" cancelText="取消" disabled={r.taggedCount < r.questionCount} onConfirm={() => finish.mutateAsync(r.examId).then(() => void message.success('已完成标注'))}>
                  <Button type="link" size="small" disabled={r.taggedCount < r.questionCount}>
                    完成
                  </Button>
                </Popconfirm>
              </Tooltip>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="label-page">
      <Card size="small" className="label-card">
        <div className="label-toolbar">
          <Tabs
            activeKey={tab}
            onTabClick={(k) => {
              if (k === tab) return;
              setPageNo(1);
              navigate(TAB_PATHS[k as TLabelTab]);
            }}
            items={LABEL_TABS.map((t) => ({ key: t, label: LABEL_TAB_NAMES[t] }))}
          />
          <Input.Search
            aria-label="搜索考试名称"
            allowClear
            placeholder="搜索考试名称"
            maxLength={50}
            style={{ width: 240 }}
            onSearch={(v) => {
              setSearchKey(v.trim());
              setPageNo(1);
            }}
          />
        </div>
        <Table<TLabelTask>
          size="middle"
          aria-label="标注任务"
          rowKey="examId"
          loading={page.isPending || page.isPlaceholderData}
          dataSource={page.data?.list ?? []}
          columns={columns}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={searchKey ? `没有名称包含“${searchKey}”的考试` : EMPTY[tab]} /> }}
          pagination={{ current: pageNo, pageSize: 10, total: page.data?.total ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 场考试`, onChange: setPageNo, hideOnSinglePage: false }}
        />
      </Card>
      {/* The tab routes render nothing of their own: the index route's redirect to 全部 lives there. */}
      <Outlet />
    </div>
  );
}
