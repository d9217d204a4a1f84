import { useState } from 'react';
import { App, Badge, Button, Card, Drawer, Dropdown, Empty, Input, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TEMPLATE_BASKET_KINDS, TEMPLATE_TOPICS, type TTemplateBasketKind, type TTemplateKind, type TTemplateSummary } from '@app/contract/template';
import { paths } from '../../../app/paths';
import { downloadSecondRound } from '../api/basket';
import { useTemplateDetail, useTemplateList } from '../api/resources';
import { BasketToggle } from '../components/basket-toggle';
import { ProductCheck } from '../components/product-check';
import { ResourceDetail } from '../components/resource-detail';
import { basketPath, KIND_UI, kindName, kindOfPath } from '../lib/kinds';
import '../template.css';

const PAGE_SIZE = 10;
const isBasketKind = (k: TTemplateKind): k is TTemplateBasketKind => (TEMPLATE_BASKET_KINDS as readonly string[]).includes(k);

/**
 * A kind's list (/template/word, phrase, essay, write, foreignjournal, secondroundpreparation) and
 * 范文's search results (/template/essay/result?keyword=): search, theme and category filters kept in
 * the address, paging, 查看 in a drawer (范文 on its own page), the basket (二轮复习: downloads).
 * A kind the school has not opened shows its check page above the titles.
 */
export default function TemplateListPage() {
  const { pathname } = useLocation();
  const kind = kindOfPath(pathname) ?? 'word';
  const isResult = pathname === paths.templateEssayResult;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const keyword = search.get('keyword') ?? '';
  const topic = search.get('topic') ?? '';
  const category = search.get('category') ?? '';
  const pageNo = Math.max(1, Number(search.get('page')) || 1);
  const [open, setOpen] = useState<TTemplateSummary | null>(null);
  const ui = KIND_UI[kind];
  const list = useTemplateList(kind, { keyword, topic, category, pageNo, pageSize: PAGE_SIZE });
  const page = list.data;
  const name = kindName(kind);

  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSearch(next, { replace: true });
  };
  const onSearch = (v: string) => {
    const q = v.trim();
    // 范文's search lands on its result page (essay/result); from there a new search stays on it.
    if (kind === 'essay' && q && !isResult) navigate(`${paths.templateEssayResult}?keyword=${encodeURIComponent(q)}`);
    else set({ keyword: q });
  };
  const view = (r: TTemplateSummary) => (kind === 'essay' ? navigate(`${paths.templateEssay}/${r.id}`) : setOpen(r));
  const download = (r: TTemplateSummary, withNotes: boolean) =>
    downloadSecondRound(r.id, r.title, withNotes).then(
      (file) => void message.success(`已下载：${file}`),
      (e: Error) => void message.error(e.message),
    );
  const locked = page ? !page.hasOrder : false;

  const columns = [
    {
      title: '标题',
      dataIndex: 'title',
      render: (v: string, r: TTemplateSummary) =>
        locked ? (
          v
        ) : (
          <Typography.Link onClick={() => view(r)}>
            {v}
          </Typography.Link>
        ),
    },
    { title: kind === 'journal' ? '中文标题' : '类别', dataIndex: 'subtitle', width: 220, ellipsis: true },
    ...(ui.hasTopic ? [{ title: '主题语境', dataIndex: 'topic', width: 110, render: (v: string) => <Tag>{v}</Tag> }] : []),
    { title: '内容', dataIndex: 'size', width: 110 },
    ...(locked
      ? []
      : [
          {
            title: '操作',
            key: 'actions',
            width: kind === 'secondround' ? 170 : 190,
            render: (_: unknown, r: TTemplateSummary) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => view(r)}>
                  查看
                </Button>
                {isBasketKind(kind) ? (
                  <BasketToggle kind={kind} id={r.id} inBasket={r.inBasket} />
                ) : (
                  <Dropdown
                    menu={{
                      items: [
                        { key: 't', label: '教师版（含答案与解析）', onClick: () => void download(r, true) },
                        { key: 's', label: '学生版（不含答案）', onClick: () => void download(r, false) },
                      ],
                    }}
                  >
                    <Button type="link" size="small" icon={<DownloadOutlined />}>
                      下载
                    </Button>
                  </Dropdown>
                )}
              </Space>
            ),
          },
        ]),
  ];

  const filtered = Boolean(keyword || topic || category);
  return (
    <Card size="small" className="vocab-card tpl-card">
      {isResult ? (
        <div className="tpl-result-head">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {keyword ? `范文搜索结果：“${keyword}”` : '范文搜索结果'}
          </Typography.Title>
          <Button type="link" onClick={() => navigate(paths.templateEssay)}>
            返回范文列表
          </Button>
        </div>
      ) : null}
      {locked ? <ProductCheck kind={kind} /> : null}
      <div className="vocab-toolbar">
        <Input.Search
          key={`${kind}-${keyword}`}
          aria-label={`搜索${name}`}
          allowClear
          defaultValue={keyword}
          placeholder={ui.searchHint}
          maxLength={50}
          style={{ width: 260 }}
          onSearch={onSearch}
        />
        {ui.hasTopic ? (
          <Select
            aria-label="主题语境"
            style={{ width: 130 }}
            value={topic}
            onChange={(v) => set({ topic: v })}
            options={[{ value: '', label: '全部主题语境' }, ...TEMPLATE_TOPICS.map((t) => ({ value: t, label: t }))]}
          />
        ) : null}
        <Select
          aria-label={ui.categoryLabel}
          style={{ width: 170 }}
          value={category}
          onChange={(v) => set({ category: v })}
          popupMatchSelectWidth={false}
          options={[{ value: '', label: `全部${ui.categoryLabel}` }, ...(page?.categories ?? []).map((c) => ({ value: c, label: c }))]}
        />
        {isBasketKind(kind) && !locked ? (
          <Badge count={page?.basketCount ?? 0} className="vocab-toolbar-end" showZero={false}>
            <Button icon={<ShoppingCartOutlined />} onClick={() => navigate(basketPath(kind))}>
              {`${name}资源篮`}
            </Button>
          </Badge>
        ) : null}
      </div>
      <Table<TTemplateSummary>
        size="middle"
        aria-label={`${name}列表`}
        rowKey="id"
        loading={list.isPending || list.isPlaceholderData}
        dataSource={page?.list ?? []}
        columns={columns}
        locale={{ emptyText: list.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={filtered ? `没有符合条件的${name}，换个关键词或筛选条件试试` : `暂无${name}`} /> }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: page?.total ?? 0, showSizeChanger: false, showTotal: (n) => `共 ${n} 项`, onChange: (p) => set({ page: String(p) }), hideOnSinglePage: true }}
      />
      <DetailDrawer kind={kind} item={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function DetailDrawer({ kind, item, onClose }: { kind: TTemplateKind; item: TTemplateSummary | null; onClose: () => void }) {
  const detail = useTemplateDetail(kind, item?.id ?? null);
  const d = detail.data && detail.data.id === item?.id ? detail.data : null;
  return (
    <Drawer
      open={item != null}
      onClose={onClose}
      width={860}
      title={item ? `${item.title}` : ''}
      extra={d && isBasketKind(kind) ? <BasketToggle kind={kind} id={d.id} inBasket={d.inBasket} type={d.inBasket ? 'default' : 'primary'} size="middle" /> : null}
      destroyOnHidden
    >
      {d ? <ResourceDetail detail={d} /> : detail.isError ? <Empty description="内容加载失败" /> : <Spin />}
    </Drawer>
  );
}
