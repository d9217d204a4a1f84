import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, DatePicker, Form, Input, InputNumber, Modal, Radio, Result, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import {
  CLIENT_MSG,
  DEFAULTS,
  DIALOG_WIDTH,
  EXAM_TYPES,
  firstPrintError,
  firstPrintLengthError,
  isExamDateSelectable,
  PRINT_ANSWER_TYPES,
  PRINT_MARK_TYPES,
  PRINT_PAPER_SIZES,
  schoolDay,
  TIMING,
  type TLengthTopic,
  type TPrintResult,
} from '@app/contract';
import { ApiError } from '../../lib/http';
import { defaultSendPath, ownClazzesQuery, useSendPrint } from './api';
import { ClassPicker, type PickedClazz } from './class-picker';
import { PrintDownloads } from './print-downloads';
import './print-dialog.css';

/** The paper the dialog sends: a fine paper (paperType 1) or a paper record (2). */
export type PrintPaper = {
  paperId: number;
  paperType: 1 | 2;
  paperName: string;
  subjectId: number;
  /** The paper's grade (1-3), the first grade tab; null when unknown. */
  grade: number | null;
  /** Type and sub-question count of every question, for the answer-sheet length checks. */
  topics: readonly TLengthTopic[];
};

type Props = {
  open: boolean;
  paper: PrintPaper | null;
  onClose: () => void;
  /** After a successful send (the record now reads 发送打印). */
  onSent?: (result: TPrintResult) => void;
  /** Overrides the send-print path chosen by subject and paper type. */
  sendPath?: string;
};

type Draft = {
  paperName: string;
  answerType: number | null;
  paperSize: number | null;
  sheetSize: number | null;
  examTime: number | null;
  examDate: string | null;
  markType: string | null;
  examType: number | null;
  clazzes: PickedClazz[];
};

type Notice = { ok: boolean; reason: string | null };

/**
 * 考试设置 (print settings, 600px; spec sections 4 and 5). Keep it mounted: after a successful send
 * it offers the three Word downloads once the settings dialog has closed.
 */
export function PrintDialog({ open, paper, onClose, onSent, sendPath }: Props) {
  const [result, setResult] = useState<{ result: TPrintResult; paperName: string } | null>(null);
  // The paper as it was when the dialog opened: a send refreshes the record (and what 复用本卷
  // would send next), which must not replace the form while its 提示 and closing timers run.
  const [opened, setOpened] = useState<{ paper: PrintPaper; session: number } | null>(null);
  useEffect(() => {
    if (open && paper) setOpened((o) => ({ paper, session: (o?.session ?? 0) + 1 }));
    // Only a new opening takes a new snapshot (paper is read, not watched).
  }, [open]);
  return (
    <>
      {opened && (
        <PrintSettingsModal
          key={opened.session}
          open={open}
          paper={opened.paper}
          sendPath={sendPath ?? defaultSendPath(opened.paper.subjectId, opened.paper.paperType)}
          onClose={onClose}
          onSent={(r, name) => {
            setResult({ result: r, paperName: name });
            onSent?.(r);
          }}
        />
      )}
      <PrintDownloads open={result != null} result={result?.result ?? null} paperName={result?.paperName ?? ''} onClose={() => setResult(null)} />
    </>
  );
}

function PrintSettingsModal({ open, paper, sendPath, onClose, onSent }: { open: boolean; paper: PrintPaper; sendPath: string; onClose: () => void; onSent: (r: TPrintResult, paperName: string) => void }) {
  const { message } = App.useApp();
  const own = useQuery({ ...ownClazzesQuery(), enabled: open });
  const send = useSendPrint(sendPath);
  const [draft, setDraft] = useState<Draft>({
    paperName: paper.paperName,
    answerType: null,
    paperSize: null,
    sheetSize: null,
    examTime: DEFAULTS.EXAM_TIME_MINUTES,
    examDate: null,
    markType: null,
    examType: DEFAULTS.PRINT_EXAM_TYPE,
    clazzes: [],
  });
  const [grade, setGrade] = useState<number>(paper.grade ?? 1);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [finished, setFinished] = useState(false);
  const preselected = useRef(false);
  const timers = useRef<number[]>([]);
  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  // The teacher's own classes are pre-selected (spec section 4), those of the paper's grade.
  useEffect(() => {
    if (preselected.current || !own.data) return;
    preselected.current = true;
    // Only classes the server accepts: those of the paper's grade, or (grade unknown) of one grade.
    const oneGrade = paper.grade ?? own.data[0]?.grade;
    const mine = own.data.filter((c) => c.grade === oneGrade);
    setDraft((d) => ({ ...d, clazzes: mine.map((c) => ({ clazzId: c.clazzId, clazzName: c.clazzName, grade: c.grade })) }));
    if (paper.grade == null && own.data[0]) setGrade(own.data[0].grade);
  }, [own.data, paper.grade]);

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }));
  const lengthError = firstPrintLengthError(paper.topics);
  // The length check runs once the answer-sheet size is chosen; sending is blocked while it fails.
  const lengthBlocked = draft.sheetSize != null && lengthError != null;
  // The school's day (Asia/Shanghai), the one the server checks the exam date against.
  const today = schoolDay(new Date());

  const onSheetSize = (v: number) => {
    set('sheetSize', v);
    if (lengthError) message.error(lengthError);
  };

  const finish = (n: Notice) => {
    setNotice(n);
    setFinished(true);
    timers.current.push(window.setTimeout(() => setNotice(null), TIMING.MESSAGE_DIALOG_CLOSE_MS));
    timers.current.push(window.setTimeout(onClose, TIMING.SETTINGS_DIALOG_CLOSE_MS));
  };

  const onSend = () => {
    const first = firstPrintError({ ...draft, clazzIds: draft.clazzes.map((c) => c.clazzId) });
    if (first) {
      message.error(first);
      return;
    }
    if (lengthBlocked) {
      message.error(lengthError);
      return;
    }
    const paperName = draft.paperName.trim();
    send.mutate(
      {
        paperId: paper.paperId,
        paperType: paper.paperType,
        paperName,
        answerType: draft.answerType,
        paperSize: draft.paperSize,
        sheetSize: draft.sheetSize,
        examTime: draft.examTime,
        examDate: draft.examDate,
        examType: draft.examType,
        markType: draft.markType,
        clazzIds: draft.clazzes.map((c) => c.clazzId),
      },
      {
        onSuccess: (r) => {
          finish({ ok: true, reason: null });
          timers.current.push(window.setTimeout(() => onSent(r, paperName), TIMING.SETTINGS_DIALOG_CLOSE_MS));
        },
        onError: (e) => finish({ ok: false, reason: e instanceof ApiError ? e.message : null }),
      },
    );
  };

  return (
    <>
      <Modal
        open={open}
        title="考试设置"
        width={DIALOG_WIDTH.EXAM_SETTINGS}
        onCancel={onClose}
        maskClosable={false}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" onClick={onSend} disabled={lengthBlocked || finished} loading={send.isPending}>
              发送打印
            </Button>
          </Space>
        }
      >
        <Form layout="horizontal" labelCol={{ flex: '96px' }} colon={false} className="print-form">
          <Form.Item label="试卷名称" required>
            <Input aria-label="试卷名称" value={draft.paperName} maxLength={100} onChange={(e) => set('paperName', e.target.value)} />
          </Form.Item>
          <Form.Item label="打印方式" required>
            <Radio.Group aria-label="打印方式" value={draft.answerType} onChange={(e) => set('answerType', e.target.value as number)} options={PRINT_ANSWER_TYPES.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))} />
          </Form.Item>
          <Form.Item label="试卷纸张" required>
            <Radio.Group aria-label="试卷纸张" value={draft.paperSize} onChange={(e) => set('paperSize', e.target.value as number)} options={PRINT_PAPER_SIZES.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))} />
          </Form.Item>
          <Form.Item label="答题卡纸张" required>
            <Radio.Group aria-label="答题卡纸张" value={draft.sheetSize} onChange={(e) => onSheetSize(e.target.value as number)} options={PRINT_PAPER_SIZES.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))} />
            {lengthBlocked && <Alert className="print-length-alert" type="error" showIcon message={lengthError} />}
          </Form.Item>
          <Form.Item label="考试时间" required>
            <InputNumber aria-label="考试时间" min={1} max={600} precision={0} value={draft.examTime} onChange={(v) => set('examTime', v ?? null)} suffix="分钟" style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label="考试日期" required>
            <DatePicker
              aria-label="考试日期"
              value={draft.examDate ? dayjs(draft.examDate) : null}
              format="YYYY-MM-DD"
              disabledDate={(d: Dayjs) => !isExamDateSelectable(d.format('YYYY-MM-DD'), today)}
              onChange={(d: Dayjs | null) => set('examDate', d ? d.format('YYYY-MM-DD') : null)}
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item label="考试类型">
            <Select aria-label="考试类型" value={draft.examType ?? undefined} onChange={(v: number) => set('examType', v)} options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item label="阅卷方式" required>
            <Radio.Group aria-label="阅卷方式" value={draft.markType} onChange={(e) => set('markType', e.target.value as string)} className="print-mark-types">
              {PRINT_MARK_TYPES.map((m) => (
                <Radio key={m.value} value={m.value}>
                  {m.label}
                  <Typography.Text type="secondary" className="print-mark-desc">
                    {m.description}
                  </Typography.Text>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item label="考试班级" required>
            <ClassPicker subjectId={paper.subjectId} grade={grade} onGradeChange={setGrade} selected={draft.clazzes} onChange={(c) => set('clazzes', c)} onlyGrade={paper.grade} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={notice != null} title="提示" footer={null} width={360} closable={false} centered>
        {notice && (
          <Result
            className="print-notice"
            status={notice.ok ? 'success' : 'error'}
            title={notice.ok ? CLIENT_MSG.SEND_OK : CLIENT_MSG.SEND_FAIL}
            subTitle={notice.reason ?? undefined}
          />
        )}
      </Modal>
    </>
  );
}
