import { useState } from 'react';
import { App, Button, Card, Empty, Input, List, Popconfirm, Radio, Space, Spin, Tag, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, FileWordOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import type { TTemplateBasketKind, TTemplateSummary } from '@app/contract/template';
import { downloadBasket, useBasketChange, useTemplateBasket } from '../api/basket';
import { ProductCheck } from '../components/product-check';
import { kindName, kindOfPath, kindPath } from '../lib/kinds';
import '../template.css';

/**
 * A kind's basket (/template/word/basket …): the items in the handout's order, moved up and down,
 * taken out or all cleared, then downloaded as one Word handout, the teacher's copy (with notes and
 * answers) or the students'.
 */
export default function TemplateBasketPage() {
  const { pathname } = useLocation();
  const kind = (kindOfPath(pathname) ?? 'word') as TTemplateBasketKind;
  const name = kindName(kind);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const basket = useTemplateBasket(kind);
  const change = useBasketChange(kind);
  const [title, setTitle] = useState('');
  const [withNotes, setWithNotes] = useState(true);
  const [downloading, setDownloading] = useState(false);
  const items = basket.data?.items ?? [];
  const handoutTitle = title.trim() || `${name}讲义`;

  const move = (from: number, to: number) => {
    const ids = items.map((i) => i.id);
    const [id] = ids.splice(from, 1);
    ids.splice(to, 0, id!);
    void change.mutateAsync({ op: 'order', ids }).catch(() => undefined);
  };
  const download = () => {
    setDownloading(true);
    downloadBasket(kind, handoutTitle, withNotes)
      .then(
        (file) => void message.success(`已下载：${file}`),
        (e: Error) => void message.error(e.message),
      )
      .finally(() => setDownloading(false));
  };

  if (basket.isPending) return <Spin />;
  // A kind the school has not opened: its check page instead of an empty basket.
  if (basket.isError && /尚未开通/.test(basket.error.message)) return <ProductCheck kind={kind} />;
  return (
    <Card size="small" className="vocab-card tpl-card" title={`${name}资源篮`} extra={<Button type="link" onClick={() => navigate(kindPath(kind))}>{`继续选${name}`}</Button>}>
      {items.length === 0 ? (
        <Empty description={`资源篮是空的：在${name}列表中点“加入资源篮”，再回来排好顺序、下载讲义`}>
          <Button type="primary" onClick={() => navigate(kindPath(kind))}>{`去选${name}`}</Button>
        </Empty>
      ) : (
        <>
          <div className="tpl-basket-form">
            <Input aria-label="讲义标题" addonBefore="讲义标题" placeholder={`${name}讲义`} maxLength={40} value={title} onChange={(e) => setTitle(e.target.value)} style={{ width: 360 }} />
            <Radio.Group aria-label="版本" value={withNotes} onChange={(e) => setWithNotes(e.target.value as boolean)} optionType="button" options={[{ value: true, label: '教师版（含批注与答案）' }, { value: false, label: '学生版' }]} />
            <Button type="primary" icon={<FileWordOutlined />} loading={downloading} onClick={download}>
              下载Word讲义
            </Button>
            <Popconfirm title="清空资源篮" description={`确定移出全部${items.length}项吗？`} okText="清空" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => change.mutateAsync({ op: 'clear' }).then(() => void message.success('资源篮已清空'), () => undefined)}>
              <Button danger icon={<DeleteOutlined />} className="vocab-toolbar-end">
                清空
              </Button>
            </Popconfirm>
          </div>
          <Typography.Text type="secondary">讲义按下面的顺序排版，共 {items.length} 项（每类资源篮最多30项）。</Typography.Text>
          <List<TTemplateSummary>
            className="tpl-basket"
            aria-label="资源篮"
            dataSource={items}
            renderItem={(item, i) => (
              <List.Item
                actions={[
                  <Button key="up" type="text" size="small" aria-label={`上移 ${item.title}`} icon={<ArrowUpOutlined />} disabled={i === 0 || change.isPending} onClick={() => move(i, i - 1)} />,
                  <Button key="down" type="text" size="small" aria-label={`下移 ${item.title}`} icon={<ArrowDownOutlined />} disabled={i === items.length - 1 || change.isPending} onClick={() => move(i, i + 1)} />,
                  <Button key="rm" type="link" size="small" danger onClick={() => change.mutateAsync({ op: 'remove', id: item.id }).then(() => void message.success('已移出资源篮'), () => undefined)}>
                    移出
                  </Button>,
                ]}
              >
                <Space>
                  <span className="tpl-basket-no">{i + 1}</span>
                  <span className="tpl-basket-title">{item.title}</span>
                  <Typography.Text type="secondary">{item.subtitle}</Typography.Text>
                  {item.topic ? <Tag>{item.topic}</Tag> : null}
                  <Typography.Text type="secondary">{item.size}</Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </>
      )}
    </Card>
  );
}
