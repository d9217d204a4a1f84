import { useState } from 'react';
import { App, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useHandleReview } from '../api/handle-review';
import { REVIEW_PAGE_SIZE, reviewPageQuery, type TReviewRow } from '../api/review-page';
import { DASH, fmtNum, positiveInt } from '../../../lib/report-format';
import { schoolTime } from '../../../lib/school-time';

const STATUS_TABS = [
  { key: 'all', label: '全部', status: null },
  { key: '0', label: '待处理', status: 0 },
  { key: '1', label: '已通过', status: 1 },
  { key: '2', label: '已驳回', status: 2 },
] as const;
const STATUS_COLORS: Record<number, string> = { 0: 'gold', 1: 'green', 2: 'red' };

type AcceptForm = { newScore: number | null; reply: string };

/** The accept dialog: the new score (prefilled with the proposed one) and a reply. */
function AcceptModal({ row, onClose }: { row: TReviewRow | null; onClose: () => void }) {
  const { message } = App.useApp();
  const handle = useHandleReview();
  const [form] = Form.useForm<AcceptForm>();
  const submit = async () => {
    if (!row) return;
    const v = await form.validateFields();
    try {
      await handle.mutateAsync({ reviewId: row.reviewId, body: { accept: true, newScore: v.newScore, reply: v.reply?.trim() ?? '' } });
      message.success('已通过，成绩已更新');
      onClose();
    } catch {
      // The shared client has shown the API's message.
    }
  };
  return (
    <Modal open={row != null} title="通过复核申请" okText="通过并改分" cancelText="取消" confirmLoading={handle.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      {row && (
        <Form<AcceptForm> form={form} layout="vertical" preserve={false} initialValues={{ newScore: row.proposedScore ?? row.currentScore, reply: '' }}>
          <Typography.Paragraph type="secondary">
            {row.examName} · {row.subjectName} · {row.clazzName} {row.studentName} · 第{row.questionNo}题，当前得分 {fmtNum(row.currentScore)} / {fmtNum(row.fullScore)}
          </Typography.Paragraph>
          <Form.Item
            name="newScore"
            label="新的得分"
            rules={[
              { required: true, message: '请填写新的得分' },
              { type: 'number', min: 0, max: row.fullScore, message: `得分须在0到${fmtNum(row.fullScore)}之间` },
            ]}
          >
            <InputNumber min={0} max={row.fullScore} step={0.5} aria-label="新的得分" style={{ width: 160 }} suffix={`/ ${fmtNum(row.fullScore)}`} />
          </Form.Item>
          <Form.Item name="reply" label="回复" rules={[{ max: 500, message: '回复最长500个字符' }]}>
            <Input.TextArea rows={3} aria-label="回复" placeholder="选填，告诉申请人处理结果" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** The reject confirmation, with a reply. */
function RejectButton({ row }: { row: TReviewRow }) {
  const { message } = App.useApp();
  const handle = useHandleReview();
  const [reply, setReply] = useState('');
  return (
    <Popconfirm
      title="驳回复核申请"
      description={
        <Space orientation="vertical" size={6} style={{ width: 260 }}>
          <span>确定驳回这条申请吗？得分不会改变。</span>
          <Input.TextArea rows={2} maxLength={500} value={reply} aria-label="驳回理由" placeholder="驳回理由（选填）" onChange={(e) => setReply(e.target.value)} />
        </Space>
      }
      okText="驳回"
      okButtonProps={{ danger: true }}
      cancelText="取消"
      onOpenChange={(open) => open && setReply('')}
      onConfirm={() => handle.mutateAsync({ reviewId: row.reviewId, body: { accept: false, newScore: null, reply: reply.trim() } }).then(() => void message.success('已驳回'), () => undefined)}
    >
      <Button size="small" danger>
        驳回
      </Button>
    </Popconfirm>
  );
}

/** /academic/applylist (成绩复核): review requests made by the teacher or on exams they manage; managers accept or reject. */
export default function ApplyListPage() {
  const [search, setSearch] = useSearchParams();
  const tab = STATUS_TABS.find((t) => t.key === search.get('status')) ?? STATUS_TABS[0];
  const pageNo = positiveInt(search.get('pageNo')) ?? 1;
  const page = useQuery(reviewPageQuery(tab.status, pageNo));
  const [accepting, setAccepting] = useState<TReviewRow | null>(null);

  const columns: ColumnsType<TReviewRow> = [
    { title: '考试', dataIndex: 'examName', width: 130, fixed: 'left' },
    { title: '学科', dataIndex: 'subjectName', width: 64 },
    { title: '学生', dataIndex: 'studentName', width: 80, render: (v: string, r) => <Tooltip title={`学号 ${r.studentNum}`}>{v}</Tooltip> },
    { title: '班级', dataIndex: 'clazzName', width: 96 },
    { title: '题号', dataIndex: 'questionNo', width: 56 },
    { title: '当前得分/满分', key: 'score', width: 110, render: (_v, r) => `${fmtNum(r.currentScore)}/${fmtNum(r.fullScore)}` },
    { title: '建议分数', dataIndex: 'proposedScore', width: 84, render: (v: number | null) => fmtNum(v) },
    { title: '申请原因', dataIndex: 'reason', width: 160, ellipsis: { showTitle: true } },
    { title: '申请人', dataIndex: 'requesterName', width: 80 },
    { title: '状态', dataIndex: 'statusName', width: 80, render: (v: string, r) => <Tag color={STATUS_COLORS[r.status]}>{v}</Tag> },
    { title: '回复', dataIndex: 'reply', width: 120, ellipsis: { showTitle: true }, render: (v: string | null) => v || DASH },
    { title: '申请时间', dataIndex: 'createdAt', width: 130, render: (v: string) => schoolTime(v) },
    {
      title: '操作',
      key: 'actions',
      width: 130,
      fixed: 'right',
      render: (_v, r) =>
        r.canHandle ? (
          <Space size={4}>
            <Button size="small" type="primary" onClick={() => setAccepting(r)}>
              通过
            </Button>
            <RejectButton row={r} />
          </Space>
        ) : (
          <Typography.Text type="secondary">{r.status === 0 ? '等待处理' : '已处理'}</Typography.Text>
        ),
    },
  ];

  return (
    <Card size="small" title="成绩复核">
      <Tabs activeKey={tab.key} onChange={(k) => setSearch(k === 'all' ? {} : { status: k }, { replace: true })} items={STATUS_TABS.map((t) => ({ key: t.key, label: t.label }))} />
      <Table<TReviewRow>
        rowKey="reviewId"
        size="small"
        aria-label="复核申请列表"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 1320 }}
        pagination={{
          current: pageNo,
          pageSize: REVIEW_PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
          onChange: (p) => setSearch({ ...(tab.status != null ? { status: tab.key } : {}), pageNo: String(p) }, { replace: true }),
        }}
        locale={{ emptyText: tab.status == null ? '还没有复核申请。在学生答题详情中可以对某题申请复核。' : `没有${tab.label}的申请` }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        这里列出您提交的申请，以及您管理的考试（考试创建人、年级组长、校长）收到的申请。通过后该题得分改为新的分数，报告随之更新。
      </Typography.Text>
      <AcceptModal row={accepting} onClose={() => setAccepting(null)} />
    </Card>
  );
}
