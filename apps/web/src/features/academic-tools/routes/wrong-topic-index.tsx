import { useMemo } from 'react';
import { Alert, App, Button, Empty, InputNumber, Select, Slider, Space, Table, Tag, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { knowledgePointTree } from '../../../lib/knowledge-point-tree';
import { clazzExamsQuery } from '../api/exam-list';
import { knowledgePointsQuery } from '../api/knowledge-points';
import { currentSemesterQuery } from '../api/semesters';
import { visibleClazzesQuery } from '../api/visible-clazzes';
import { wrongTopicsQuery, type TWrongTopicRow } from '../api/wrong-topics';
import { compareNullable, fmtPct, positiveInt } from '../../../lib/report-format';
import { itemKey, MAX_BASKET, useBasket, type BasketItem } from '../lib/wrong-topic-basket';
import { currentHashSearch } from '../../../lib/hash-search';

const DEFAULT_RATE = 60;
const toItem = (r: TWrongTopicRow): BasketItem => ({
  examId: r.examId,
  questionId: r.questionId,
  examName: r.examName,
  examDate: r.examDate,
  questionNo: r.questionNo,
  fullScore: r.fullScore,
  clazzRate: r.clazzRate,
  wrongCount: r.wrongCount,
  knowledgePoints: r.knowledgePoints.map((k) => k.name),
});

/** /academic/wrongtopic/index: the class's questions below a scoring rate this term; chosen ones go to the basket. */
export default function WrongTopicIndexPage() {
  const session = useSession();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [basket, setBasket] = useBasket();
  const semester = useQuery(currentSemesterQuery());
  const clazzes = useQuery(visibleClazzesQuery(semester.data?.semesterId));
  const clazzList = useMemo(() => clazzes.data ?? [], [clazzes.data]);
  const subjectId = session.subjectId;

  const urlClazzId = positiveInt(search.get('clazzId'));
  const clazz = clazzList.find((c) => c.clazzId === urlClazzId) ?? clazzList.find((c) => c.isAdmin === 1 || c.teaching === 1) ?? clazzList[0];
  const clazzId = clazz?.clazzId ?? null;
  const examId = positiveInt(search.get('examId'));
  const kpId = positiveInt(search.get('kpId'));
  const ratePct = Math.min(100, Math.max(5, positiveInt(search.get('rate')) ?? DEFAULT_RATE));

  const topics = useQuery(wrongTopicsQuery({ clazzId, subjectId, maxRate: ratePct / 100, examId, kpId }));
  const sem = semester.data;
  const exams = useQuery(clazzExamsQuery(clazzId, subjectId, sem?.semesterId ?? null));
  const kps = useQuery(knowledgePointsQuery(subjectId));
  const kpTree = useMemo(() => knowledgePointTree(kps.data ?? []), [kps.data]);
  const examOptions = (exams.data?.list ?? []).filter((e) => e.hasScores).map((e) => ({ value: e.examId, label: `${e.name}（${e.examDate}）` }));

  const update = (changes: Record<string, string | null>) => {
    const next = currentHashSearch();
    for (const [k, v] of Object.entries(changes)) {
      if (v == null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };

  const sameClazz = basket.clazzId === clazzId;
  const selectedKeys = sameClazz ? basket.items.map(itemKey) : [];
  const change = (add: TWrongTopicRow[], remove: TWrongTopicRow[]) => {
    if (clazzId == null) return;
    const start = sameClazz ? basket.items : [];
    if (!sameClazz && basket.items.length && add.length) message.info(`已清空${basket.clazzName}的已选错题，重练单只能针对一个班级`);
    const removed = new Set(remove.map(itemKey));
    let items = start.filter((i) => !removed.has(itemKey(i)));
    const have = new Set(items.map(itemKey));
    const adding = add.filter((r) => !have.has(itemKey(r))).map(toItem);
    if (items.length + adding.length > MAX_BASKET) {
      message.warning(`一次最多选择${MAX_BASKET}道题`);
      items = [...items, ...adding.slice(0, MAX_BASKET - items.length)];
    } else items = [...items, ...adding];
    setBasket({ clazzId, clazzName: clazz?.clazzName ?? '', subjectId, items });
  };

  const columns: ColumnsType<TWrongTopicRow> = [
    { title: '考试', dataIndex: 'examName', render: (v: string, r) => <span>{v}<Typography.Text type="secondary" style={{ fontSize: 12, marginInlineStart: 6 }}>{r.examDate}</Typography.Text></span> },
    { title: '题号', dataIndex: 'questionNo', width: 64 },
    {
      title: '知识点',
      dataIndex: 'knowledgePoints',
      render: (ks: TWrongTopicRow['knowledgePoints']) => (ks.length ? ks.map((k) => <Tag key={k.kpId}>{k.name}</Tag>) : <Typography.Text type="secondary">未标注</Typography.Text>),
    },
    { title: '班级得分率', dataIndex: 'clazzRate', width: 104, sorter: (a, b) => a.clazzRate - b.clazzRate, render: (v: number, r) => <span style={{ color: r.gradeRate != null && v < r.gradeRate ? '#cf1322' : undefined, fontWeight: 600 }}>{fmtPct(v)}</span> },
    { title: '年级得分率', dataIndex: 'gradeRate', width: 104, sorter: (a, b) => compareNullable(a.gradeRate, b.gradeRate), render: (v: number | null) => fmtPct(v) },
    { title: '失分人数', dataIndex: 'wrongCount', width: 90, sorter: (a, b) => a.wrongCount - b.wrongCount },
  ];

  if (subjectId == null) return <Empty description="请先在页面右上角选择学科" />;
  if (clazzes.isSuccess && !clazzList.length) return <Empty description="您本学期还没有任教班级" />;

  const rows = topics.isPlaceholderData ? [] : (topics.data ?? []);
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap size={16}>
        <Space size={6}>
          <span className="filter-label">班级</span>
          <Select aria-label="班级" style={{ width: 140 }} loading={clazzes.isPending} value={clazzId ?? undefined} options={clazzList.map((c) => ({ value: c.clazzId, label: c.clazzName }))} onChange={(v: number) => update({ clazzId: String(v), examId: null })} />
        </Space>
        <Space size={6}>
          <span className="filter-label">学科</span>
          <Tag color="blue" style={{ marginInlineEnd: 0 }}>
            {session.subjectName}
          </Tag>
        </Space>
        <Space size={6}>
          <span className="filter-label">考试</span>
          <Select aria-label="考试" style={{ width: 250 }} allowClear placeholder="本学期全部考试" loading={exams.isPending} value={examId ?? undefined} options={examOptions} onChange={(v: number | undefined) => update({ examId: v != null ? String(v) : null })} />
        </Space>
        <Space size={6}>
          <span className="filter-label">知识点</span>
          <TreeSelect
            aria-label="知识点"
            style={{ width: 220 }}
            allowClear
            showSearch
            treeNodeFilterProp="title"
            placeholder="全部知识点"
            loading={kps.isPending}
            value={kpId ?? undefined}
            treeData={kpTree}
            treeDefaultExpandAll
            popupMatchSelectWidth={320}
            onChange={(v: number | undefined) => update({ kpId: v != null ? String(v) : null })}
          />
        </Space>
        <Space size={6}>
          <span className="filter-label">班级得分率低于</span>
          <Slider className="rate-slider" min={5} max={100} step={5} value={ratePct} tooltip={{ formatter: (v) => `${v ?? 0}%` }} ariaLabelForHandle="得分率上限滑块" onChange={(v: number) => update({ rate: String(v) })} />
          <InputNumber aria-label="得分率上限" min={5} max={100} step={5} value={ratePct} suffix="%" style={{ width: 90 }} onChange={(v) => v != null && update({ rate: String(Math.round(v)) })} />
        </Space>
      </Space>
      {basket.items.length > 0 && !sameClazz && <Alert type="warning" showIcon title={`已选错题中有 ${basket.items.length} 道是${basket.clazzName}的；在本班选择题目会清空它们。`} />}
      <Table<TWrongTopicRow>
        rowKey={itemKey}
        size="small"
        aria-label="班级错题表"
        loading={topics.isFetching}
        columns={columns}
        dataSource={rows}
        rowSelection={{
          selectedRowKeys: selectedKeys,
          onSelect: (r, selected) => (selected ? change([r], []) : change([], [r])),
          onSelectAll: (selected, _rows, changed) => (selected ? change(changed, []) : change([], changed)),
        }}
        pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: (t) => `共 ${t} 道题` }}
        locale={{ emptyText: `本学期没有班级得分率低于 ${ratePct}% 的题目` }}
      />
      <Space>
        <Typography.Text>
          已选 <b>{selectedKeys.length}</b> 道题
        </Typography.Text>
        <Button type="primary" disabled={!selectedKeys.length} onClick={() => navigate({ pathname: paths.academicWrongTopicFilter, search: search.toString() })}>
          去生成重练单
        </Button>
      </Space>
    </Space>
  );
}
