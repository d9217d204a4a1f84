import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Result, Space, Spin, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, FullscreenExitOutlined, FullscreenOutlined, HistoryOutlined, LeftOutlined, RightOutlined, WarningOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ERR } from '@app/contract';
import { paths } from '../../../app/paths';
import { ApiError } from '../../../lib/http';
import { groupCountersQuery } from '../api/group-counters';
import { groupInfoQuery } from '../api/group-info';
import { historyQuery } from '../api/history';
import { fetchNextItem, type TMarkingMode } from '../api/next-item';
import { fetchSlot } from '../api/slot';
import { submitMark, type TSubmitKind } from '../api/submit-mark';
import { MARKING_KEY, MARKING_PAGE_SIZE, type TMarkingCounters, type TMarkingHistoryItem, type TMarkingItem, type TMarkingNext, type TMyCounters } from '../api/types';
import { fmtScore } from '../lib/format';
import { AnswerViewer } from './answer-viewer';
import { CountersBar } from './counters-bar';
import { GroupStatusTag } from './group-status-tag';
import { HistoryDrawer } from './history-drawer';
import { LabelPicker } from './label-picker';
import { PriorMarks } from './prior-marks';
import { ProblemReportModal } from './problem-report-modal';
import { RubricPanel } from './rubric-panel';
import { ScoreBoard } from './score-board';
import { Loading } from './loading';
import { schoolTime } from '../../../lib/school-time';

type Props = {
  groupId: number;
  mode: TMarkingMode;
  submitKind: TSubmitKind;
  fullScreen?: boolean;
  /** Where the 全屏 / 退出全屏 button goes (the other variant of this screen); none on arbitration. */
  toggleFullScreenPath?: string;
  /** Content above the workspace (the arbitration screen's tabs). */
  head?: ReactNode;
};

/** An answer opened again from the history (回评): its place in the newest-first history, for 上一份/下一份. */
type Review = { item: TMarkingItem; editable: boolean; index: number; score: number };

function errorText(e: unknown): string | null {
  if (e instanceof ApiError) return e.kind === 'token' ? null : e.message;
  return '提交失败，请稍后再试';
}

/**
 * The marking screen (阅卷) and the arbiter's (仲裁): the answer image, the score board, counters,
 * previous/next through one's own history, 回评, problem papers and labels. Each submit moves
 * straight on to the next answer; an answer whose lease ran out (409) is reported and skipped.
 */
export function MarkingWorkspace({ groupId, mode, submitKind, fullScreen = false, toggleFullScreenPath, head }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const info = useQuery(groupInfoQuery(groupId));
  const counters = useQuery(groupCountersQuery(groupId));
  const [next, setNext] = useState<TMarkingNext | null>(null);
  const [nextError, setNextError] = useState<string | null>(null);
  const [loadingNext, setLoadingNext] = useState(false);
  const [review, setReview] = useState<Review | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [problemOpen, setProblemOpen] = useState(false);
  const loadSeq = useRef(0);

  const mergeMine = useCallback(
    (mine: TMyCounters) => {
      qc.setQueryData<TMarkingCounters>(groupCountersQuery(groupId).queryKey, (old) => (old ? { ...old, ...mine } : old));
    },
    [qc, groupId],
  );

  const loadNext = useCallback(async () => {
    const seq = ++loadSeq.current;
    setLoadingNext(true);
    setNextError(null);
    try {
      const r = await fetchNextItem(groupId, mode);
      if (seq !== loadSeq.current) return;
      setNext(r);
      mergeMine(r.counters);
    } catch (e) {
      if (seq !== loadSeq.current) return;
      setNext(null);
      setNextError(e instanceof ApiError ? e.message : '获取答卷失败');
    } finally {
      if (seq === loadSeq.current) setLoadingNext(false);
    }
  }, [groupId, mode, mergeMine]);

  /** Shows an answer handed out with a submit; a fetch still under way is then out of date. */
  const showNext = useCallback(
    (r: TMarkingNext) => {
      ++loadSeq.current;
      setLoadingNext(false);
      setNextError(null);
      setNext(r);
      mergeMine(r.counters);
    },
    [mergeMine],
  );

  useEffect(() => {
    setReview(null);
    setNext(null);
    void loadNext();
  }, [loadNext]);

  const current = next?.item ?? null;
  const shown = review?.item ?? current;
  const group = info.data;
  const questions = group?.questions ?? [];
  const inFs = fullScreen;

  const openHistory = async (index: number) => {
    if (index < 0) {
      setReview(null);
      if (!current) void loadNext();
      return;
    }
    const pageNo = Math.floor(index / MARKING_PAGE_SIZE) + 1;
    try {
      const page = await qc.fetchQuery(historyQuery(groupId, mode, pageNo, true));
      const h = page.list[index % MARKING_PAGE_SIZE];
      if (!h) {
        message.info(index === 0 ? '还没有评阅记录' : '没有更早的评阅记录了');
        return;
      }
      await openSlot(h, index);
    } catch {
      // the client has shown the message
    }
  };

  const openSlot = async (h: TMarkingHistoryItem, index: number) => {
    const item = await fetchSlot(h.slotId);
    setReview({ item, editable: h.editable, index, score: h.score });
    setHistoryOpen(false);
  };

  const submit = async (scores: number[]) => {
    if (!shown) return;
    const reviewing = review;
    setSubmitting(true);
    try {
      // A new mark brings the next answer with it (one request); a re-mark returns to the current one.
      const r = await submitMark(submitKind, shown.slotId, scores, !reviewing);
      mergeMine(r.counters);
      void qc.invalidateQueries({ queryKey: [MARKING_KEY, 'history', groupId] });
      if (reviewing) {
        message.success(`回评成功：试卷号 ${reviewing.item.paperNo} 现为 ${fmtScore(r.score)} 分`);
        setReview(null);
        if (!current) await loadNext();
      } else {
        // The notice comes with the next answer, so the teacher sees both at once.
        if (r.next) showNext(r.next);
        else await loadNext();
        message.success(`已提交 ${fmtScore(r.score)} 分${r.answerStatus === 1 ? '，分差超过误差，已转仲裁' : ''}`);
      }
    } catch (e) {
      const text = errorText(e);
      if (e instanceof ApiError && e.errCode === ERR.CONFLICT && !reviewing) {
        // The answer was reclaimed (lease ran out), became a problem paper, or marking stopped: say so and move on.
        if (text) message.warning(text);
        void info.refetch();
        await loadNext();
      } else if (text) {
        message.error(text);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const setShownImage = (imageUrl: string) => {
    if (review) setReview({ ...review, item: { ...review.item, imageUrl } });
    else if (next?.item) setNext({ ...next, item: { ...next.item, imageUrl } });
  };

  const backToList = () => navigate(paths.markingList);

  if (info.isPending) return <Loading size="large" pad={120} text="正在加载题组" />;
  if (info.isError || !group)
    return (
      <Result
        status="warning"
        title="无法打开该题组"
        subTitle={info.error instanceof Error ? info.error.message : undefined}
        extra={
          <Button type="primary" onClick={backToList}>
            返回阅卷任务
          </Button>
        }
      />
    );

  const canEdit = review ? review.editable : true;
  const boardDisabled = !shown || !canEdit || submitting;
  const submitText = review ? (review.editable ? '提交回评' : '不可回评') : mode === 'arbitrate' ? '提交仲裁' : '提交';

  return (
    <div className={`mk-work${inFs ? ' mk-work-fs' : ''}`}>
      <div className="mk-work-head">
        <Space size={8} className="mk-work-title">
          <Button icon={<ArrowLeftOutlined />} onClick={backToList}>
            返回
          </Button>
          <div>
            <Typography.Text strong className="mk-work-name">
              {group.name}
            </Typography.Text>
            <GroupStatusTag status={group.status} text={group.statusText} />
            <div className="mk-muted mk-work-sub">
              {group.examName} · {group.subjectName} · 满分 {fmtScore(group.fullScore)} 分{group.doubleMarking ? ` · 双评（误差 ${fmtScore(group.tolerance)} 分）` : ''}
            </div>
          </div>
        </Space>
        <CountersBar counters={counters.data ?? group.counters} mode={mode} />
        <Space size={6} wrap className="mk-work-actions">
          <Tooltip title="打开上一份我评过的答卷">
            <Button icon={<LeftOutlined />} onClick={() => void openHistory(review ? review.index + 1 : 0)}>
              上一份
            </Button>
          </Tooltip>
          <Button icon={<RightOutlined />} iconPlacement="end" disabled={!review} onClick={() => void openHistory(review ? review.index - 1 : -1)}>
            下一份
          </Button>
          <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
            {mode === 'mark' ? '回评' : '仲裁记录'}
          </Button>
          {toggleFullScreenPath && (
            <Button icon={inFs ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={() => navigate(toggleFullScreenPath)}>
              {inFs ? '退出全屏' : '全屏阅卷'}
            </Button>
          )}
        </Space>
      </div>
      {head}
      {review && (
        <Alert
          type="info"
          showIcon
          className="mk-review-banner"
          title={`正在${review.editable ? '回评' : '查看'}试卷号 ${review.item.paperNo}：我的原给分 ${fmtScore(review.score)} 分${review.editable ? '，修改后提交即可' : '（该答卷已定分或已结束，不能修改）'}`}
          action={
            <Button size="small" onClick={() => void openHistory(-1)}>
              返回当前答卷
            </Button>
          }
        />
      )}
      {!shown ? (
        <div className="mk-empty">
          {loadingNext ? (
            <Spin size="large" description="正在获取答卷" />
          ) : (
            <Result
              status={nextError || group.status === 2 ? 'warning' : group.status >= 3 || /没有待阅|任务量已完成/.test(next?.reason ?? '') ? 'success' : 'info'}
              title={nextError ?? next?.reason ?? '暂无可阅答卷'}
              subTitle={nextError ? undefined : mode === 'mark' ? `我已阅 ${counters.data?.myMarked ?? group.counters.myMarked} 份` : undefined}
              extra={
                <Space>
                  <Button type="primary" onClick={backToList}>
                    返回阅卷任务
                  </Button>
                  <Button onClick={() => void loadNext()}>重新获取</Button>
                </Space>
              }
            />
          )}
        </div>
      ) : (
        <div className="mk-workspace">
          <div className="mk-work-image">
            <AnswerViewer
              key={shown.slotId}
              answerId={shown.answerId}
              imageUrl={shown.imageUrl}
              paperNo={shown.paperNo}
              onRotated={setShownImage}
              extra={
                mode === 'mark' &&
                !review && (
                  <Button size="small" danger icon={<WarningOutlined />} onClick={() => setProblemOpen(true)}>
                    问题卷
                  </Button>
                )
              }
            />
          </div>
          <div className="mk-work-side">
            {mode === 'arbitrate' && shown.priorMarks.length > 0 && (
              <Card size="small" title="两位老师的给分" className="mk-side-card">
                <PriorMarks marks={shown.priorMarks} questionNos={questions.map((q) => q.questionNo)} tolerance={group.tolerance} />
              </Card>
            )}
            <Card size="small" title={mode === 'arbitrate' ? '仲裁给分' : '打分'} className="mk-side-card">
              <ScoreBoard
                questions={questions}
                step={group.scoreStep}
                resetKey={`${shown.slotId}-${review ? 'r' : 'c'}`}
                initialScores={shown.scores}
                submitText={submitText}
                submitting={submitting}
                disabled={boardDisabled}
                globalKeys={!historyOpen && !problemOpen}
                onSubmit={(s) => void submit(s)}
              />
              {!review && shown.leaseUntil && (
                <div className="mk-muted mk-lease">本答卷为您保留至 {schoolTime(shown.leaseUntil).slice(11)}，超时将分给其他老师</div>
              )}
            </Card>
            <Card size="small" className="mk-side-card">
              <LabelPicker key={shown.answerId} answerId={shown.answerId} labelIds={shown.labelIds} />
            </Card>
            <div className="mk-side-rubric">
              <RubricPanel rubric={group.rubric} modelEssays={group.modelEssays} />
            </div>
          </div>
        </div>
      )}
      <HistoryDrawer groupId={groupId} mode={mode} open={historyOpen} onClose={() => setHistoryOpen(false)} onOpenSlot={(h) => void openHistoryItem(h)} />
      <ProblemReportModal
        slotId={problemOpen && current ? current.slotId : null}
        paperNo={current?.paperNo ?? ''}
        onClose={() => setProblemOpen(false)}
        onReported={() => {
          setProblemOpen(false);
          void qc.invalidateQueries({ queryKey: groupCountersQuery(groupId).queryKey });
          void loadNext();
        }}
      />
    </div>
  );

  async function openHistoryItem(h: TMarkingHistoryItem) {
    // The drawer's page is the one in the cache: find the item's place in the whole history.
    const cached = qc.getQueriesData<{ list: TMarkingHistoryItem[]; pageNo: number }>({ queryKey: [MARKING_KEY, 'history', groupId, mode] });
    let index = 0;
    for (const [, page] of cached) {
      const i = page?.list.findIndex((x) => x.slotId === h.slotId) ?? -1;
      if (page && i >= 0) index = (page.pageNo - 1) * MARKING_PAGE_SIZE + i;
    }
    try {
      await openSlot(h, index);
    } catch {
      // the client has shown the message
    }
  }
}
