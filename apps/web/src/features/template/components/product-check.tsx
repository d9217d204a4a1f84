import { useState } from 'react';
import { App, Alert, Button, Card, Descriptions, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import type { TTemplateKind } from '@app/contract/template';
import { schoolTime } from '../../../lib/school-time';
import { useEnglishProducts, useOrderProduct } from '../api/products';

/**
 * The check page of a product the school has not opened (section 7's product order and check page):
 * what it holds, whether the school has it, and the teacher's request to open it. No payment: the
 * school master or an administrator opens it in 教务管理 > 资源开通.
 */
export function ProductCheck({ kind }: { kind: TTemplateKind }) {
  const { message } = App.useApp();
  const products = useEnglishProducts();
  const order = useOrderProduct();
  const [note, setNote] = useState('');
  const p = products.data?.find((x) => x.kind === kind);
  if (products.isPending) return <Spin />;
  if (!p) return <Empty description="没有找到该资源产品" />;
  const ask = () =>
    order.mutateAsync({ productId: p.productId, note: note.trim() }).then(
      () => {
        void message.success('已提交开通申请，请等待学校开通');
        setNote('');
      },
      () => undefined,
    );
  return (
    <Card size="small" className="tpl-check" aria-label="开通查询">
      <div className="tpl-check-head">
        <LockOutlined className="tpl-check-icon" />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {p.name}
          </Typography.Title>
          <Typography.Text type="secondary">{p.description}</Typography.Text>
        </div>
        <Tag color={p.hasOrder ? 'green' : 'default'} className="tpl-check-state">
          {p.hasOrder ? '本校已开通' : '本校未开通'}
        </Tag>
      </div>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'n', label: '资源数量', children: `${p.itemCount}项` },
          { key: 's', label: '内容示例', children: <Space wrap size={[4, 4]}>{p.samples.map((t) => <Tag key={t}>{t}</Tag>)}</Space> },
          { key: 'r', label: '申请情况', children: p.requests ? `本校已有${p.requests}位教师申请，最近一次 ${schoolTime(p.lastRequestAt)}` : '暂无教师申请' },
        ]}
      />
      {p.requestedByMe ? (
        <Alert type="success" showIcon message="你已提交开通申请" description="学校（校长或教务管理员）在“教务管理 > 资源开通”中开通后，本校英语教师即可使用。" />
      ) : (
        <div className="tpl-check-order">
          <Alert type="info" showIcon message="本资源由学校统一开通，不向教师个人收费。提交申请后，校长或教务管理员可在“教务管理 > 资源开通”中开通。" />
          <Input.TextArea aria-label="申请说明" placeholder="申请说明（选填），如：高三二轮复习要用" maxLength={200} showCount rows={2} value={note} onChange={(e) => setNote(e.target.value)} />
          <Button type="primary" loading={order.isPending} onClick={ask}>
            申请开通
          </Button>
        </div>
      )}
    </Card>
  );
}
