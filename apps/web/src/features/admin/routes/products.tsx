import { App, Card, Popconfirm, Switch, Table, Tag, Typography } from 'antd';
import type { TSchoolProduct } from '@app/contract/template';
import { schoolTime } from '../../../lib/school-time';
import { useSchoolProducts, useSetSchoolProduct } from '../api/products';

/**
 * /admin/products (资源开通): the English writing resources (section 9's products 11, 32, 59, 60)
 * this school has opened, the teachers' requests, and the switch that opens or closes one for every
 * English teacher of the school. No payment is taken: access is this setting (docs/template.md).
 */
export default function AdminProductsPage() {
  const { message } = App.useApp();
  const products = useSchoolProducts();
  const set = useSetSchoolProduct();
  const toggle = (p: TSchoolProduct) =>
    set.mutateAsync({ productId: p.productId, enabled: !p.hasOrder }).then(
      () => void message.success(p.hasOrder ? `已关闭「${p.name}」` : `已开通「${p.name}」`),
      () => undefined,
    );
  return (
    <Card size="small" title="资源开通">
      <Typography.Paragraph type="secondary">开通后，本校英语教师即可在“英语资源”中浏览、加入资源篮并下载；关闭后不能再打开其内容，已下载的讲义不受影响。</Typography.Paragraph>
      <Table<TSchoolProduct>
        size="small"
        aria-label="资源产品"
        rowKey="productId"
        loading={products.isPending}
        dataSource={products.data ?? []}
        pagination={false}
        columns={[
          { title: '产品', dataIndex: 'name', width: 170, render: (v: string) => <b>{v}</b> },
          { title: '内容', dataIndex: 'description', render: (v: string, p) => (<>{v}<div className="vocab-muted">{`共${p.itemCount}项`}</div></>) },
          {
            title: '教师申请',
            key: 'pending',
            width: 260,
            render: (_: unknown, p) =>
              p.pending.length ? (
                <ul className="admin-requests">
                  {p.pending.map((r, i) => (
                    <li key={i}>
                      {r.teacherName}（{schoolTime(r.createdAt)}）{r.note ? `：${r.note}` : ''}
                    </li>
                  ))}
                </ul>
              ) : (
                <span className="vocab-muted">无</span>
              ),
          },
          { title: '状态', key: 'state', width: 170, render: (_: unknown, p) => (p.hasOrder ? <><Tag color="green">已开通</Tag><span className="vocab-muted">{schoolTime(p.enabledAt)}</span></> : <Tag>未开通</Tag>) },
          {
            title: '开通',
            key: 'switch',
            width: 80,
            render: (_: unknown, p) =>
              p.hasOrder ? (
                <Popconfirm title={`关闭「${p.name}」`} description="关闭后本校教师不能再打开其中的资源，确定吗？" okText="关闭" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => toggle(p)}>
                  <Switch aria-label={`开通${p.name}`} checked loading={set.isPending && set.variables?.productId === p.productId} />
                </Popconfirm>
              ) : (
                <Switch aria-label={`开通${p.name}`} checked={false} loading={set.isPending && set.variables?.productId === p.productId} onChange={() => void toggle(p)} />
              ),
          },
        ]}
      />
    </Card>
  );
}
