import { useEffect, useMemo, useState } from 'react';
import { App, Button, Empty, Modal, Result, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { EChart, type EChartOption } from '../../../components/echart';
import { contrastQuery, type TContrastItem, type TContrastResult } from '../api/contrast';
import { examGroupPageQuery } from '../api/exam-group-page';
import type { TExamGroupView, TSemester } from '../api/types';
import { DASH, fmtFixed, fmtNum, fmtPct, roundTo } from '../../../lib/report-format';

type Picked = TContrastItem & { label: string };
type Row = { key: string; metric: string; values: string[] };

const MAX_ITEMS = 4;

function rowsOf(result: TContrastResult): Row[] {
  const m = (key: string, metric: string, f: (r: TContrastResult[number]) => string): Row => ({ key, metric, values: result.map(f) });
  return [
    m('date', '考试日期', (r) => r.exam.examDate),
    m('full', '满分', (r) => fmtNum(r.exam.fullScore)),
    m('participants', '参考人数', (r) => String(r.clazz.participants)),
    m('average', '平均分', (r) => fmtFixed(r.clazz.average)),
    m('gradeAverage', '年级平均分', (r) => fmtFixed(r.grade.average)),
    m('scoring', '得分率', (r) => (r.clazz.average != null ? fmtPct(r.clazz.average / r.exam.fullScore) : DASH)),
    m('max', '最高分', (r) => fmtNum(r.clazz.max)),
    m('pass', '及格率', (r) => fmtPct(r.clazz.pass.rate)),
    m('excellent', '优秀率', (r) => fmtPct(r.clazz.excellent.rate)),
    m('low', '低分率', (r) => fmtPct(r.clazz.low.rate)),
    m('rank', '班级排名', (r) => (r.clazz.rank != null ? `${r.clazz.rank}/${r.clazzCount}` : DASH)),
    m('above', '超均率', (r) => fmtPct(r.clazz.aboveAverageRate)),
  ];
}

function ContrastResult({ items }: { items: Picked[] }) {
  const body = useMemo(() => items.map(({ examId, clazzId }) => ({ examId, clazzId })), [items]);
  const result = useQuery(contrastQuery(body));
  const option = useMemo<EChartOption | null>(() => {
    if (!result.data) return null;
    const pct = (v: number | null | undefined) => (v == null ? 0 : roundTo(v * 100, 1));
    const metrics: [string, (r: TContrastResult[number]) => number | null][] = [
      ['得分率', (r) => (r.clazz.average != null ? r.clazz.average / r.exam.fullScore : null)],
      ['及格率', (r) => r.clazz.pass.rate],
      ['优秀率', (r) => r.clazz.excellent.rate],
      ['低分率', (r) => r.clazz.low.rate],
    ];
    return {
      grid: { left: 48, right: 16, top: 56, bottom: 32 },
      legend: { top: 0, type: 'scroll', itemGap: 28 },
      tooltip: { trigger: 'axis', valueFormatter: (v) => `${String(v)}%` },
      xAxis: { type: 'category', data: metrics.map(([name]) => name) },
      yAxis: { type: 'value', max: 100, axisLabel: { formatter: '{value}%' } },
      series: result.data.map((r, i) => ({ name: items[i]?.label ?? '', type: 'bar', barMaxWidth: 28, data: metrics.map(([, f]) => pct(f(r))) })),
    };
  }, [result.data, items]);

  if (result.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (result.isError) return <Result status="info" title="无法对比所选考试" subTitle={result.error.message} />;
  const columns: ColumnsType<Row> = [
    { title: '指标', dataIndex: 'metric', width: 100, fixed: 'left' },
    ...items.map((it, i) => ({ key: `item-${i}`, title: it.label, render: (_v: unknown, r: Row) => r.values[i] ?? DASH })),
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Table<Row> rowKey="key" size="small" bordered aria-label="对比表" columns={columns} dataSource={rowsOf(result.data)} pagination={false} />
      {option && <EChart option={option} height={300} ariaLabel="对比图：各项的得分率、及格率、优秀率与低分率" />}
    </Space>
  );
}

type Props = {
  open: boolean;
  onClose: () => void;
  /** The exam group the comparison starts from. */
  group: TExamGroupView | null;
  semesters: TSemester[];
};

/** 对比: 2-4 (exam, class) pairs from this exam group or others, side by side as a table and a grouped bar chart. */
export function ContrastModal({ open, onClose, group, semesters }: Props) {
  const { message } = App.useApp();
  const [semesterId, setSemesterId] = useState<number | null>(group?.semesterId ?? null);
  const [groupId, setGroupId] = useState<number | null>(group?.examGroupId ?? null);
  const [examId, setExamId] = useState<number | null>(null);
  const [clazzId, setClazzId] = useState<number | null>(null);
  const [picked, setPicked] = useState<Picked[]>([]);
  const [compared, setCompared] = useState<Picked[] | null>(null);
  const groups = useQuery({ ...examGroupPageQuery({ semesterId, type: null, keyword: '', pageNo: 1, pageSize: 100 }), enabled: open && semesterId != null });
  const list = useMemo(() => {
    const l = groups.data?.list ?? [];
    return group && group.semesterId === semesterId && !l.some((g) => g.examGroupId === group.examGroupId) ? [group, ...l] : l;
  }, [groups.data, group, semesterId]);
  const chosenGroup = list.find((g) => g.examGroupId === groupId) ?? null;

  // Each opening starts from the group of the page.
  useEffect(() => {
    if (!open) return;
    setSemesterId(group?.semesterId ?? null);
    setGroupId(group?.examGroupId ?? null);
    setPicked([]);
    setCompared(null);
  }, [open, group?.examGroupId]);

  // A new group: its first subject and class are proposed, unless the current choice belongs to it
  // (the group's data can arrive again after the teacher has already chosen; keep that choice).
  useEffect(() => {
    if (!chosenGroup) return;
    setExamId((cur) => (cur != null && chosenGroup.exams.some((e) => e.examId === cur) ? cur : (chosenGroup.exams[0]?.examId ?? null)));
    setClazzId((cur) => (cur != null && chosenGroup.clazzes.some((c) => c.clazzId === cur) ? cur : (chosenGroup.clazzes[0]?.clazzId ?? null)));
  }, [chosenGroup]);

  const add = () => {
    if (!chosenGroup || examId == null || clazzId == null) return;
    if (picked.length >= MAX_ITEMS) {
      message.warning('最多对比四项');
      return;
    }
    if (picked.some((p) => p.examId === examId && p.clazzId === clazzId)) {
      message.info('这一项已经选过了');
      return;
    }
    const subject = chosenGroup.exams.find((e) => e.examId === examId)?.subjectName ?? '';
    const clazz = chosenGroup.clazzes.find((c) => c.clazzId === clazzId)?.clazzName ?? '';
    setPicked((p) => [...p, { examId, clazzId, label: `${chosenGroup.name}·${subject}·${clazz}` }]);
    setCompared(null);
  };

  return (
    <Modal open={open} title="考试对比" width={1000} onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} destroyOnHidden>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">选择 2-4 项（考试 · 学科 · 班级）进行对比，可以来自本次考试，也可以来自其他考试。</Typography.Text>
        <Space wrap>
          <Select aria-label="对比学期" style={{ width: 200 }} value={semesterId ?? undefined} options={semesters.map((s) => ({ value: s.semesterId, label: s.semesterName }))} onChange={(v: number) => { setSemesterId(v); setGroupId(null); }} />
          <Select
            aria-label="对比考试"
            style={{ width: 220 }}
            placeholder="选择考试"
            loading={groups.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            value={groupId ?? undefined}
            options={list.map((g) => ({ value: g.examGroupId, label: g.name }))}
            onChange={(v: number) => setGroupId(v)}
          />
          <Select aria-label="对比学科" style={{ width: 110 }} placeholder="学科" value={examId ?? undefined} options={(chosenGroup?.exams ?? []).map((e) => ({ value: e.examId, label: e.subjectName }))} onChange={(v: number) => setExamId(v)} />
          <Select aria-label="对比班级" style={{ width: 130 }} placeholder="班级" value={clazzId ?? undefined} options={(chosenGroup?.clazzes ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName }))} onChange={(v: number) => setClazzId(v)} />
          <Button icon={<PlusOutlined />} disabled={!chosenGroup || examId == null || clazzId == null || picked.length >= MAX_ITEMS} onClick={add}>
            添加
          </Button>
        </Space>
        <div className="contrast-picked" aria-label="已选对比项">
          {picked.length === 0 && <Typography.Text type="secondary">还没有选择对比项</Typography.Text>}
          {picked.map((p) => (
            <Tag
              key={`${p.examId}-${p.clazzId}`}
              color="blue"
              closable
              onClose={() => {
                setPicked((x) => x.filter((y) => y !== p));
                setCompared(null);
              }}
            >
              {p.label}
            </Tag>
          ))}
          <Button type="primary" disabled={picked.length < 2} onClick={() => setCompared(picked)}>
            开始对比
          </Button>
        </div>
        {compared ? <ContrastResult items={compared} /> : <Empty description={picked.length < 2 ? '请至少选择两项' : '点击“开始对比”查看结果'} />}
      </Space>
    </Modal>
  );
}
