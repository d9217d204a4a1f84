import { useState } from 'react';
import { App, Button, Card, Empty, InputNumber, Space, Spin, Statistic, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, ClearOutlined, DeleteOutlined, FileAddOutlined, HolderOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { TopicView } from '../../../components/topic-view';
import { basketQuery, type TBasketGroup, type TBasketTopic } from '../api/basket';
import { useBasketClear } from '../api/basket-clear';
import { useBasketCompose } from '../api/basket-compose';
import { useBasketOrder } from '../api/basket-order';
import { useBasketRemove } from '../api/basket-remove';
import { useBasketScore } from '../api/basket-score';
import { dropTopic, moveGroup, moveTopic } from '../lib/basket-order';
import { familyOfSubject } from '../lib/family';
import { recordDetailPath, recordListPath } from '../lib/record-links';
import { ComposeDialog } from './compose-dialog';
import '../paper-records.css';

const fmt = (n: number) => String(Number(n.toFixed(2)));

/**
 * 试题篮: the questions grouped by type; reorder (up / down or drag inside a type), scores per
 * question or per type, remove, clear, the total, and 组卷 into a new record (正在编辑).
 */
export function BasketScreen({ subjectId }: { subjectId: number }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const family = familyOfSubject(subjectId);
  const q = useQuery(basketQuery(subjectId));
  const order = useBasketOrder(subjectId);
  const score = useBasketScore(subjectId);
  const remove = useBasketRemove(subjectId);
  const clear = useBasketClear(subjectId);
  const compose = useBasketCompose(subjectId);
  const [composeOpen, setComposeOpen] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const b = q.data;
  const orderGroups = (b?.groups ?? []).map((g) => ({ topicIds: g.topics.map((t) => t.topicId) }));

  const reorder = (ids: number[] | null) => {
    if (ids) order.mutate(ids);
  };

  const onClear = () =>
    modal.confirm({
      title: '提示',
      content: '确定清空试题篮吗？',
      okText: '确定',
      cancelText: '取消',
      onOk: () => clear.mutateAsync().then(() => void message.success('已清空试题篮'), () => undefined),
      onCancel: () => void message.info('已取消'),
    });

  const onCompose = (v: { paperName: string; testType: number }) =>
    compose.mutate(v, {
      onSuccess: (r) => {
        setComposeOpen(false);
        message.success('组卷成功');
        navigate(recordDetailPath(family, r.paperId));
      },
    });

  const topicBar = (g: TBasketGroup, t: TBasketTopic, i: number) => (
    <span className="basket-topic-bar">
      <Tooltip title="上移">
        <Button size="small" icon={<ArrowUpOutlined />} aria-label={`上移第${t.topicNo}题`} disabled={i === 0 || order.isPending} onClick={() => reorder(moveTopic(orderGroups, t.topicId, -1))} />
      </Tooltip>
      <Tooltip title="下移">
        <Button size="small" icon={<ArrowDownOutlined />} aria-label={`下移第${t.topicNo}题`} disabled={i === g.topics.length - 1 || order.isPending} onClick={() => reorder(moveTopic(orderGroups, t.topicId, 1))} />
      </Tooltip>
      <InputNumber
        key={`${t.topicId}-${t.score}`}
        size="small"
        min={0.5}
        max={100}
        step={0.5}
        defaultValue={t.score}
        aria-label={`第${t.topicNo}题分值`}
        suffix="分"
        style={{ width: 96 }}
        onBlur={(e) => {
          const v = Number(e.target.value);
          if (Number.isFinite(v) && v > 0 && v !== t.score) score.mutate({ topicId: t.topicId, score: v }, { onSuccess: () => void message.success('分值已保存') });
        }}
        onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
      />
      <Button size="small" danger icon={<DeleteOutlined />} loading={remove.isPending && remove.variables === t.topicId} onClick={() => remove.mutate(t.topicId, { onSuccess: () => void message.success('已移出试题篮') })}>
        移除
      </Button>
    </span>
  );

  return (
    <div className="page basket-page">
      <main className="basket-main" aria-label="试题篮试题">
        <Card size="small" title="试题篮" extra={<Button icon={<UnorderedListOutlined />} onClick={() => navigate(recordListPath(family))}>组卷记录</Button>}>
          <Typography.Text type="secondary">按题型分组；可上下移动或拖动调整同一题型内的顺序，修改分值后离开输入框即保存。</Typography.Text>
        </Card>
        {q.isPending ? (
          <Spin />
        ) : !b || b.groups.length === 0 ? (
          <Card size="small">
            <Empty description="试题篮中还没有试题" />
          </Card>
        ) : (
          b.groups.map((g, gi) => (
            <Card
              key={g.typeName}
              size="small"
              aria-label={`${g.typeNoCn}、${g.typeName}`}
              title={
                <span className="basket-group-head">
                  <span>
                    {g.typeNoCn}、{g.typeName}（共{g.topicCount}题，{fmt(g.typeScore)}分）
                  </span>
                </span>
              }
              extra={
                <Space size={4}>
                  <TypeScore group={g} onSet={(v) => score.mutate({ typeName: g.typeName, score: v }, { onSuccess: () => void message.success('分值已保存') })} />
                  <Button size="small" icon={<ArrowUpOutlined />} disabled={gi === 0 || order.isPending} onClick={() => reorder(moveGroup(orderGroups, gi, -1))}>
                    题型上移
                  </Button>
                  <Button size="small" icon={<ArrowDownOutlined />} disabled={gi === b.groups.length - 1 || order.isPending} onClick={() => reorder(moveGroup(orderGroups, gi, 1))}>
                    题型下移
                  </Button>
                </Space>
              }
            >
              {g.topics.map((t, i) => (
                <div
                  key={t.topicId}
                  className={`basket-topic${dragged === t.topicId ? ' basket-topic-dragging' : ''}${over === t.topicId && dragged !== t.topicId ? ' basket-topic-over' : ''}`}
                  draggable
                  onDragStart={(e) => {
                    setDragged(t.topicId);
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onDragEnd={() => {
                    setDragged(null);
                    setOver(null);
                  }}
                  onDragOver={(e) => {
                    if (dragged != null && g.topics.some((x) => x.topicId === dragged)) {
                      e.preventDefault();
                      setOver(t.topicId);
                    }
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    if (dragged != null) reorder(dropTopic(orderGroups, dragged, t.topicId));
                    setDragged(null);
                    setOver(null);
                  }}
                >
                  <TopicView
                    topic={t}
                    actions={
                      <>
                        <HolderOutlined className="basket-drag-handle" aria-hidden />
                        {topicBar(g, t, i)}
                      </>
                    }
                  />
                </div>
              ))}
            </Card>
          ))
        )}
      </main>
      <aside className="basket-side" aria-label="试题篮统计">
        <Card size="small" title="组卷">
          <Space size={24}>
            <Statistic title="题数" value={b?.topicTotalCount ?? 0} suffix="题" />
            <Statistic title="总分" value={b ? fmt(b.totalScore) : 0} suffix="分" />
          </Space>
          <ul className="basket-side-groups">
            {b?.groups.map((g) => (
              <li key={g.typeName}>
                {g.typeNoCn}、{g.typeName}：{g.topics.length}题，{fmt(g.typeScore)}分
              </li>
            ))}
          </ul>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Button type="primary" block icon={<FileAddOutlined />} disabled={!b || b.topicTotalCount === 0} onClick={() => setComposeOpen(true)}>
              组卷
            </Button>
            <Button block icon={<ClearOutlined />} disabled={!b || b.topicTotalCount === 0} onClick={onClear}>
              清空试题篮
            </Button>
          </Space>
        </Card>
      </aside>
      <ComposeDialog open={composeOpen} pending={compose.isPending} onSubmit={onCompose} onClose={() => setComposeOpen(false)} />
    </div>
  );
}

/** Score of every question of a type at once. */
function TypeScore({ group, onSet }: { group: TBasketGroup; onSet: (score: number) => void }) {
  const [v, setV] = useState<number | null>(null);
  return (
    <Space.Compact size="small">
      <InputNumber size="small" min={0.5} max={100} step={0.5} placeholder="每题分值" aria-label={`${group.typeName}每题分值`} value={v} onChange={setV} style={{ width: 96 }} />
      <Button size="small" disabled={v == null} onClick={() => v != null && onSet(v)}>
        统一设置
      </Button>
    </Space.Compact>
  );
}
