import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Input, InputNumber, Modal, Select, Space, Spin, Table, TreeSelect, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { ZPaperInput, type TPaperInput } from '@app/contract';
import { knowledgePointTree } from '../../../lib/knowledge-point-tree';
import { examPaperQuery, useSaveExamPaper } from '../api/exam-paper';
import { examDetailQuery, knowledgePointsQuery } from '../api/knowledge-points';
import type { TQuestionView } from '../api/types';
import { fmtNum } from '../../../lib/report-format';

type Kind = 'single' | 'multiple' | 'subjective';
type Draft = {
  key: number;
  questionNo: string;
  kind: Kind;
  options: string;
  answerKey: string;
  fullScore: number | null;
  partialScore: number | null;
  knowledgePointIds: number[];
};

/**
 * A stored question as the editor reads it: an exam's (TQuestionView, with its knowledge points'
 * names) or a paper input's (a joint exam's paper, ids only).
 */
export type PaperQuestion = Pick<TQuestionView, 'questionNo' | 'objective' | 'choiceKind' | 'options' | 'answerKey' | 'fullScore' | 'partialScore' | 'knowledgePointIds'> & {
  knowledgePoints?: TQuestionView['knowledgePoints'];
};

let nextKey = 1;
const draftOf = (q: PaperQuestion): Draft => ({
  key: nextKey++,
  questionNo: q.questionNo,
  kind: !q.objective ? 'subjective' : q.choiceKind === 'multiple' ? 'multiple' : 'single',
  options: q.options ?? 'ABCD',
  answerKey: q.answerKey ?? '',
  fullScore: q.fullScore,
  partialScore: q.partialScore,
  knowledgePointIds: q.knowledgePointIds,
});
const blank = (no: number, kind: Kind, fullScore: number): Draft => ({
  key: nextKey++,
  questionNo: String(no),
  kind,
  options: 'ABCD',
  answerKey: '',
  fullScore,
  partialScore: kind === 'multiple' ? Math.floor(fullScore / 2) : 0,
  knowledgePointIds: [],
});
const nextNo = (rows: Draft[]) => rows.reduce((m, r) => Math.max(m, parseInt(r.questionNo, 10) || 0), 0) + 1;

/** The paper (ZPaperInput) as the rows say, before the contract's check. */
function toInput(rows: Draft[]) {
  return {
    questions: rows.map((r) => {
      const objective = r.kind !== 'subjective';
      return {
        questionNo: r.questionNo.trim(),
        objective,
        choiceKind: objective ? r.kind : null,
        options: objective ? r.options.trim().toUpperCase() || null : null,
        answerKey: objective ? r.answerKey.trim().toUpperCase() || null : null,
        fullScore: r.fullScore ?? Number.NaN,
        partialScore: r.kind === 'multiple' ? (r.partialScore ?? 0) : 0,
        knowledgePointIds: r.knowledgePointIds,
      };
    }),
  };
}

type Props = {
  /** The subject exam whose paper is edited, or null when closed. */
  exam: { examId: number; subjectName: string; groupName: string; studentCount: number } | null;
  canManage: boolean;
  onClose: () => void;
};

const NO_QUESTIONS: PaperQuestion[] = [];

/** 试卷结构 of a subject exam: its stored paper, editable by its managers until scores are imported. */
export function PaperEditorModal({ exam, canManage, onClose }: Props) {
  const paper = useQuery(examPaperQuery(exam?.examId ?? null));
  const save = useSaveExamPaper(exam?.examId ?? null);
  // The knowledge points offered are the exam's subject's (the platform tree).
  const detail = useQuery(examDetailQuery(exam?.examId ?? null));
  const lock: PaperLock | null = !canManage
    ? { type: 'info', text: '只有考试创建人、年级组长或校长可以修改试卷结构' }
    : (exam?.studentCount ?? 0) > 0
      ? { type: 'warning', text: '该学科已导入成绩，试卷结构不能再修改' }
      : null;
  return (
    <PaperStructureModal
      open={exam != null}
      title={exam ? `试卷结构 · ${exam.groupName} · ${exam.subjectName}` : ''}
      paperKey={exam?.examId ?? null}
      questions={paper.isPending ? undefined : (paper.data ?? NO_QUESTIONS)}
      subjectId={detail.data?.subjectId ?? null}
      lock={lock}
      saving={save.isPending}
      onSave={(body) => save.mutateAsync(body)}
      onClose={onClose}
    />
  );
}

/** Why a paper cannot be changed, shown above it. */
export type PaperLock = { type: 'info' | 'warning'; text: string };

type StructureProps = {
  open: boolean;
  title: string;
  /** Which paper is open: the rows start again from `questions` when it changes. */
  paperKey: unknown;
  /** The stored questions; undefined while they load. */
  questions: readonly PaperQuestion[] | undefined;
  /** The subject whose knowledge points are offered (null while unknown). */
  subjectId: number | null;
  /** Set when the paper is read-only. */
  lock: PaperLock | null;
  saving: boolean;
  /** Saves the checked paper; a rejection's message is shown in the dialog (call it quietly). */
  onSave: (body: TPaperInput) => Promise<unknown>;
  onClose: () => void;
};

/**
 * The questions of a paper with objective keys, full scores and knowledge points: the exam group's
 * 试卷结构, also the joint exam's (features/joint reuses it for the papers every school sits).
 */
export function PaperStructureModal({ open, title, paperKey, questions, subjectId, lock, saving, onSave, onClose }: StructureProps) {
  const { message } = App.useApp();
  const kps = useQuery(knowledgePointsQuery(open ? subjectId : null));
  const kpTree = useMemo(() => {
    const tree = knowledgePointTree(kps.data ?? []);
    // Points already on the paper but not in the subject's tree still show by name.
    const known = new Set((kps.data ?? []).map((k) => k.kpId));
    const extra = new Map<number, string>();
    for (const q of questions ?? []) {
      const named = new Map((q.knowledgePoints ?? []).map((k) => [k.kpId, k.name]));
      for (const id of q.knowledgePointIds) if (!known.has(id)) extra.set(id, named.get(id) || `知识点${id}`);
    }
    return [...tree, ...[...extra].map(([value, title]) => ({ value, title }))];
  }, [kps.data, questions]);
  const [rows, setRows] = useState<Draft[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [batch, setBatch] = useState<{ count: number; kind: Kind; fullScore: number }>({ count: 8, kind: 'single', fullScore: 5 });
  const locked = lock != null;

  // Each opening starts from the stored paper.
  useEffect(() => {
    setProblems([]);
    setRows(questions ? questions.map(draftOf) : []);
  }, [questions, paperKey]);

  const patch = (key: number, p: Partial<Draft>) => setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...p } : r)));
  const total = rows.reduce((s, r) => s + (r.fullScore ?? 0), 0);

  const save = async () => {
    const parsed = ZPaperInput.safeParse(toInput(rows));
    if (!parsed.success) {
      setProblems(
        parsed.error.issues.slice(0, 8).map((i) => {
          const row = typeof i.path[1] === 'number' ? `第${i.path[1] + 1}行：` : '';
          return row + i.message;
        }),
      );
      return;
    }
    setProblems([]);
    try {
      await onSave(parsed.data);
      message.success('试卷结构已保存');
      onClose();
    } catch (e) {
      const msg = e instanceof Error ? e.message : '保存失败';
      setProblems([msg]);
      message.error(msg);
    }
  };

  const columns: ColumnsType<Draft> = [
    {
      title: '题号',
      dataIndex: 'questionNo',
      width: 84,
      render: (v: string, r, i) => <Input size="small" value={v} disabled={locked} aria-label={`第${i + 1}行题号`} onChange={(e) => patch(r.key, { questionNo: e.target.value })} />,
    },
    {
      title: '客观/主观',
      key: 'objective',
      width: 100,
      render: (_v, r, i) => (
        <Select
          size="small"
          value={r.kind === 'subjective' ? 'subjective' : 'objective'}
          disabled={locked}
          aria-label={`第${i + 1}行客观或主观`}
          style={{ width: 84 }}
          options={[
            { value: 'objective', label: '客观' },
            { value: 'subjective', label: '主观' },
          ]}
          onChange={(v: string) => patch(r.key, { kind: v === 'subjective' ? 'subjective' : 'single' })}
        />
      ),
    },
    {
      title: '单选/多选',
      key: 'kind',
      width: 100,
      render: (_v, r, i) =>
        r.kind === 'subjective' ? (
          '-'
        ) : (
          <Select
            size="small"
            value={r.kind}
            disabled={locked}
            aria-label={`第${i + 1}行单选或多选`}
            style={{ width: 84 }}
            options={[
              { value: 'single', label: '单选' },
              { value: 'multiple', label: '多选' },
            ]}
            onChange={(v: Kind) => patch(r.key, { kind: v })}
          />
        ),
    },
    {
      title: '选项',
      dataIndex: 'options',
      width: 90,
      render: (v: string, r, i) => (r.kind === 'subjective' ? '-' : <Input size="small" value={v} disabled={locked} aria-label={`第${i + 1}行选项`} placeholder="ABCD" onChange={(e) => patch(r.key, { options: e.target.value.toUpperCase() })} />),
    },
    {
      title: '答案',
      dataIndex: 'answerKey',
      width: 84,
      render: (v: string, r, i) => (r.kind === 'subjective' ? '-' : <Input size="small" value={v} disabled={locked} aria-label={`第${i + 1}行答案`} placeholder={r.kind === 'multiple' ? 'ACD' : 'A'} onChange={(e) => patch(r.key, { answerKey: e.target.value.toUpperCase() })} />),
    },
    {
      title: '满分',
      dataIndex: 'fullScore',
      width: 90,
      render: (v: number | null, r, i) => <InputNumber size="small" min={0.5} max={200} value={v} disabled={locked} aria-label={`第${i + 1}行满分`} style={{ width: 76 }} onChange={(x) => patch(r.key, { fullScore: x })} />,
    },
    {
      title: '部分得分',
      dataIndex: 'partialScore',
      width: 90,
      render: (v: number | null, r, i) =>
        r.kind === 'multiple' ? <InputNumber size="small" min={0} value={v} disabled={locked} aria-label={`第${i + 1}行部分得分`} style={{ width: 76 }} onChange={(x) => patch(r.key, { partialScore: x })} /> : '-',
    },
    {
      title: '知识点',
      dataIndex: 'knowledgePointIds',
      render: (v: number[], r, i) => (
        <TreeSelect
          size="small"
          multiple
          showSearch
          treeNodeFilterProp="title"
          value={v}
          disabled={locked}
          aria-label={`第${i + 1}行知识点`}
          placeholder={kps.isPending && subjectId != null ? '正在加载知识点…' : '选择知识点'}
          treeData={kpTree}
          maxTagCount="responsive"
          popupMatchSelectWidth={320}
          style={{ minWidth: 160, width: '100%' }}
          onChange={(ids: number[]) => patch(r.key, { knowledgePointIds: ids })}
        />
      ),
    },
    {
      title: '',
      key: 'del',
      width: 40,
      render: (_v, r, i) => (locked ? null : <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`删除第${i + 1}行`} onClick={() => setRows((rs) => rs.filter((x) => x.key !== r.key))} />),
    },
  ];

  return (
    <Modal
      open={open}
      title={title}
      width={1040}
      onCancel={onClose}
      destroyOnHidden
      footer={
        locked
          ? [
              <Button key="close" onClick={onClose}>
                关闭
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button key="save" type="primary" loading={saving} onClick={() => void save()}>
                保存试卷结构
              </Button>,
            ]
      }
    >
      {questions === undefined ? (
        <Spin style={{ display: 'block', margin: 32 }} />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {lock && <Alert type={lock.type} showIcon title={lock.text} />}
          {!locked && (
            <Space wrap>
              <Button icon={<PlusOutlined />} onClick={() => setRows((rs) => [...rs, blank(nextNo(rs), 'single', 5)])}>
                添加一题
              </Button>
              <Typography.Text type="secondary">批量添加</Typography.Text>
              <InputNumber size="middle" min={1} max={50} value={batch.count} onChange={(v) => setBatch((b) => ({ ...b, count: v ?? 1 }))} suffix="题" aria-label="批量添加题数" style={{ width: 90 }} />
              <Select
                value={batch.kind}
                style={{ width: 90 }}
                aria-label="批量添加题型"
                onChange={(v: Kind) => setBatch((b) => ({ ...b, kind: v }))}
                options={[
                  { value: 'single', label: '单选' },
                  { value: 'multiple', label: '多选' },
                  { value: 'subjective', label: '主观' },
                ]}
              />
              <InputNumber min={0.5} max={200} value={batch.fullScore} onChange={(v) => setBatch((b) => ({ ...b, fullScore: v ?? 1 }))} suffix="分/题" aria-label="批量添加每题满分" style={{ width: 110 }} />
              <Button onClick={() => setRows((rs) => [...rs, ...Array.from({ length: batch.count }, (_x, i) => blank(nextNo(rs) + i, batch.kind, batch.fullScore))])}>批量添加</Button>
            </Space>
          )}
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              title="试卷结构有误，未保存"
              description={
                <ul className="problem-list">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              }
            />
          )}
          <Table<Draft> rowKey="key" size="small" aria-label="试卷结构" columns={columns} dataSource={rows} pagination={false} scroll={{ y: 420 }} locale={{ emptyText: '还没有题目，请添加' }} />
          <Typography.Text>
            共 {rows.length} 题，满分 <b>{fmtNum(total)}</b> 分
            <Typography.Text type="secondary">（保存后学科满分按各题满分之和计算）</Typography.Text>
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}
