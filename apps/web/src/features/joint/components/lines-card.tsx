import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Card, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { JOINT_MAX_LINES, roundTo, ZJointLinesBody, type TGradingLine, type TGradingLineInput, type TJointDetail } from '@app/contract';
import { fmtNum } from '../../../lib/report-format';
import { useSaveLines } from '../api/save-lines';

type Kind = TGradingLine['kind'];
/** A line being edited: a share is typed in percent (10 for 前10%); subject 0 is the 总分. */
type Draft = { key: number; subjectId: number; name: string; kind: Kind; value: number | null };

const TOTAL = 0;
const KIND_LABEL: Record<Kind, string> = { score: '分数线', share: '前百分比' };

let nextKey = 1;
const draftOf = (l: TGradingLine): Draft => ({
  key: nextKey++,
  subjectId: l.subjectId ?? TOTAL,
  name: l.name,
  kind: l.kind,
  value: l.kind === 'share' ? roundTo(l.value * 100, 4) : l.value,
});

/** A line's value as read: 520分, 前10%. */
const lineValueText = (kind: Kind, value: number) => (kind === 'share' ? `前${fmtNum(value * 100)}%` : `${fmtNum(value)}分`);

/** The body of PUT /joint/:jointId/lines, or what is wrong with the rows (row by row, in the product's words). */
function linesBody(rows: Draft[], subjects: { subjectId: number; subjectName: string; fullScore: number }[]): { lines: TGradingLineInput[] } | { problems: string[] } {
  const problems: string[] = [];
  const total = subjects.reduce((s, x) => s + x.fullScore, 0);
  const subjectOf = (id: number) => (id === TOTAL ? { subjectName: '总分', fullScore: total } : subjects.find((s) => s.subjectId === id));
  rows.forEach((r, i) => {
    const at = `第${i + 1}行：`;
    const s = subjectOf(r.subjectId);
    if (!s) problems.push(`${at}请选择科目`);
    if (!r.name.trim()) problems.push(`${at}请填写分数线名称`);
    if (r.value == null) problems.push(`${at}请填写${r.kind === 'share' ? '百分比' : '分数'}`);
    else if (r.kind === 'share' && !(r.value > 0 && r.value <= 100)) problems.push(`${at}百分比应在0到100之间`);
    else if (r.kind === 'score' && s && !(r.value > 0 && r.value <= s.fullScore)) problems.push(`${at}${s.subjectName}的分数线应在0到满分${fmtNum(s.fullScore)}之间`);
  });
  for (const id of new Set(rows.map((r) => r.subjectId))) {
    const n = rows.filter((r) => r.subjectId === id).length;
    if (n > JOINT_MAX_LINES) problems.push(`${subjectOf(id)?.subjectName ?? ''}最多设置${JOINT_MAX_LINES}条分数线`);
  }
  if (problems.length) return { problems };
  const body = {
    lines: rows.map((r) => ({
      subjectId: r.subjectId === TOTAL ? null : r.subjectId,
      name: r.name.trim(),
      kind: r.kind,
      value: r.kind === 'share' ? roundTo((r.value ?? 0) / 100, 6) : (r.value ?? 0),
    })),
  };
  const parsed = ZJointLinesBody.safeParse(body);
  return parsed.success ? parsed.data : { problems: parsed.error.issues.map((x) => x.message) };
}

/**
 * 分数线: the grading lines of each subject and the 总分 — a score (特控线 520分) or a top share of
 * the union's participants (前10%). The organiser edits them (rows added and removed, saved at
 * once); everyone else reads them.
 */
export function LinesCard({ joint }: { joint: TJointDetail }) {
  const { message } = App.useApp();
  const save = useSaveLines(joint.jointId);
  const organise = joint.rights.organise;
  const [rows, setRows] = useState<Draft[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The stored lines, again whenever they change (after a save, the saved ones).
  useEffect(() => {
    setRows(joint.lines.map(draftOf));
    setProblems([]);
  }, [joint.lines]);
  const subjectOptions = useMemo(() => [{ value: TOTAL, label: '总分' }, ...joint.subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }))], [joint.subjects]);
  const nameOf = (id: number) => subjectOptions.find((o) => o.value === id)?.label ?? '';

  if (!organise) {
    return (
      <Card size="small" className="joint-card" title="分数线">
        <Table<TGradingLine>
          aria-label="分数线"
          rowKey="lineId"
          size="small"
          pagination={false}
          dataSource={joint.lines}
          locale={{ emptyText: '发起学校还没有设置分数线' }}
          columns={[
            { title: '科目', key: 'subject', render: (_v, l) => nameOf(l.subjectId ?? TOTAL) },
            { title: '名称', dataIndex: 'name' },
            { title: '类型', dataIndex: 'kind', render: (k: Kind) => KIND_LABEL[k] },
            { title: '分数线', key: 'value', render: (_v, l) => lineValueText(l.kind, l.value) },
          ]}
        />
      </Card>
    );
  }

  const patch = (key: number, p: Partial<Draft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const add = () => setRows((rs) => [...rs, { key: nextKey++, subjectId: rs.at(-1)?.subjectId ?? TOTAL, name: '', kind: rs.at(-1)?.kind ?? 'score', value: null }]);
  const submit = async () => {
    const r = linesBody(rows, joint.subjects);
    if ('problems' in r) return setProblems(r.problems);
    setProblems([]);
    await save.mutateAsync(r.lines).then(
      () => void message.success('分数线已保存'),
      () => undefined,
    );
  };

  const columns: ColumnsType<Draft> = [
    {
      title: '科目',
      key: 'subject',
      width: 140,
      render: (_v, r, i) => <Select size="small" aria-label={`第${i + 1}行科目`} value={r.subjectId} options={subjectOptions} onChange={(v: number) => patch(r.key, { subjectId: v })} style={{ width: 120 }} />,
    },
    {
      title: '名称',
      key: 'name',
      render: (_v, r, i) => <Input size="small" aria-label={`第${i + 1}行名称`} maxLength={20} value={r.name} placeholder={r.kind === 'share' ? '如：前10%' : '如：特控线'} onChange={(e) => patch(r.key, { name: e.target.value })} />,
    },
    {
      title: '类型',
      key: 'kind',
      width: 130,
      render: (_v, r, i) => (
        <Select
          size="small"
          aria-label={`第${i + 1}行类型`}
          value={r.kind}
          options={(['score', 'share'] as const).map((k) => ({ value: k, label: KIND_LABEL[k] }))}
          onChange={(k: Kind) => patch(r.key, { kind: k, value: null })}
          style={{ width: 110 }}
        />
      ),
    },
    {
      title: '值',
      key: 'value',
      width: 150,
      render: (_v, r, i) => (
        <InputNumber
          size="small"
          aria-label={`第${i + 1}行${r.kind === 'share' ? '百分比' : '分数'}`}
          min={0}
          max={r.kind === 'share' ? 100 : undefined}
          value={r.value}
          suffix={r.kind === 'share' ? '%' : '分'}
          onChange={(v) => patch(r.key, { value: v })}
          style={{ width: 120 }}
        />
      ),
    },
    {
      title: '',
      key: 'del',
      width: 44,
      render: (_v, r, i) => <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}行`} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} />,
    },
  ];

  return (
    <Card size="small" className="joint-card" title="分数线">
      <Typography.Paragraph type="secondary">
        每个学科和总分可设置最多{JOINT_MAX_LINES}条分数线：分数线按分数从高到低填写（如特控线、本科线、专科线）；前百分比按联考全体考生的名次计算（如前10%）。保存后联考报告按新的分数线统计。
      </Typography.Paragraph>
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          title="分数线有误，未保存"
          style={{ marginBottom: 12 }}
          description={
            <ul className="joint-release-left">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Table<Draft> aria-label="分数线" rowKey="key" size="small" pagination={false} columns={columns} dataSource={rows} locale={{ emptyText: '还没有分数线，请添加' }} />
      <div className="joint-lines-actions">
        <Button icon={<PlusOutlined />} onClick={add}>
          添加分数线
        </Button>
        <Space>
          <Button
            onClick={() => {
              setRows(joint.lines.map(draftOf));
              setProblems([]);
            }}
          >
            还原
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => void submit()}>
            保存分数线
          </Button>
        </Space>
      </div>
    </Card>
  );
}
