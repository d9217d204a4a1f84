import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { schoolTime } from '../../../lib/school-time';
import { type TStudentWriteTask } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import { sanitizedFragment } from '../../../components/topic-view/sanitize';
import { STUDENT_KEY, useStudentMe } from '../api/me';
import { useSubmitEssay, useWriteTask, writeTaskKey } from '../api/write';
import { EssayEditor } from '../components/essay-editor';
import { EssayFeedback, MarkedEssay } from '../components/essay-feedback';
import { draftKey, readDraft, writeDraft } from '../components/essay-words';
import { WritePhoto } from './write-photo';
import '../write.css';
import { PageProblem } from '../components/page-problem';

const timeText = schoolTime;

type Task = TStudentWriteTask['task'];

/**
 * #/student/write/:taskId: a writing task. The student writes (the draft kept on the device) and
 * hands in; 智能批改 answers at once and the essay may be rewritten until the end. Once the teacher
 * has scored, the teacher's score and comment lead and the essay is read only. A task not started
 * says when it starts; an ended one shows the essay handed in and the bank's model essay.
 */
export default function WriteTaskPage() {
  const taskId = Number(useParams().taskId);
  return <WriteTask key={taskId} taskId={taskId} />;
}

function WriteTask({ taskId }: { taskId: number }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const valid = Number.isInteger(taskId) && taskId > 0;
  const page = useWriteTask(taskId);
  const me = useStudentMe();
  const submit = useSubmitEssay(taskId);
  /** null: the default (write when nothing is handed in or a draft waits; else the feedback). */
  const [editing, setEditing] = useState<boolean | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const backToList = () => navigate(paths.student);

  if (!valid) return <Problem message="写作任务不存在" onBack={backToList} />;
  if (page.isError) return <Problem message={page.error.message} onBack={backToList} onRetry={() => void page.refetch()} />;
  const data = page.data;
  // The draft belongs to the student signed in (a school computer is shared): wait for who it is.
  if (!data || me.isPending)
    return (
      <section className="student-card">
        <p className="student-hint">正在加载写作任务…</p>
      </section>
    );

  const { task, submission } = data;
  const key = draftKey(me.data?.studentId ?? null, taskId);
  const header = <WriteHeader task={task} onBack={backToList} />;
  const prompt = <PromptCard task={task} />;
  const scored = submission?.teacherScore != null;

  const send = (text: string) => {
    setSubmitError(null);
    submit.mutate(
      { text },
      {
        onSuccess: (next) => {
          writeDraft(key, null);
          qc.setQueryData<TStudentWriteTask>(writeTaskKey(taskId), next);
          // The home list's status (未开始 / 已完成) is read afresh when the student goes back.
          void qc.invalidateQueries({ queryKey: [...STUDENT_KEY, 'tasks'] });
          setEditing(false);
          window.scrollTo?.({ top: 0, behavior: 'smooth' });
        },
        onError: (e) => setSubmitError(e.message),
      },
    );
  };

  const refusal = submitError && (
    <section className="student-card vocab-problem" role="alert" aria-label="提交失败">
      <p className="student-error">{submitError}</p>
      <p className="student-hint">作文仍保存在本机草稿中。</p>
      <div className="vocab-buttons">
        <button type="button" className="student-button" onClick={backToList}>
          返回任务列表
        </button>
        <button
          type="button"
          className="student-button is-secondary"
          onClick={() => {
            setSubmitError(null);
            void page.refetch();
          }}
        >
          刷新
        </button>
      </div>
    </section>
  );

  // Scored by the teacher: the score and comment first, the essay read only, the suggestion after.
  if (scored) {
    return (
      <>
        {header}
        <section className="student-card write-teacher" aria-label="教师评分">
          <h2 className="student-subtitle">教师评分</h2>
          <p className="write-teacher-score">
            <strong>{submission.teacherScore}</strong> / {task.fullScore} 分
          </p>
          <h3 className="vocab-list-title">评语</h3>
          <p className="write-comment">{submission.teacherComment || '老师没有写评语。'}</p>
          {submission.scoredAt && <p className="student-hint">批改时间：{timeText(submission.scoredAt)}</p>}
          <p className="student-hint">老师已批改，作文不能再修改。</p>
        </section>
        <WritePhoto taskId={taskId} submission={submission} editable={false} />
        {prompt}
        {submission.feedback ? <EssayFeedback text={submission.text} feedback={submission.feedback} secondary /> : <EssayOnly text={submission.text} />}
        {data.sampleEssay && <SampleEssay html={data.sampleEssay} />}
        <BackButton onBack={backToList} />
      </>
    );
  }

  if (!data.open) {
    const notYet = task.state === 0;
    return (
      <>
        {header}
        <section className="student-card vocab-closed" aria-label="任务状态">
          <h2 className="student-subtitle">{notYet ? '写作任务未开始' : '写作任务已结束'}</h2>
          <p className="student-hint" role="status">
            {notYet ? `开始时间：${timeText(task.startAt)}，到时再来吧。` : `已于 ${timeText(task.endAt)} 结束，不能再提交或修改。`}
          </p>
          {!notYet && !submission && <p className="vocab-score">你没有提交这篇作文。</p>}
          {!notYet && submission && <p className="student-hint">提交时间：{timeText(submission.submittedAt)}，老师尚未评分。</p>}
        </section>
        {!notYet && <WritePhoto taskId={taskId} submission={submission} editable={false} />}
        {prompt}
        {!notYet && submission && (submission.feedback ? <EssayFeedback text={submission.text} feedback={submission.feedback} /> : <EssayOnly text={submission.text} />)}
        {!notYet && data.sampleEssay && <SampleEssay html={data.sampleEssay} />}
        <BackButton onBack={backToList} />
      </>
    );
  }

  // Open: write, or read the feedback of the essay handed in (and rewrite it).
  const draftWaiting = submission != null && (() => {
    const d = readDraft(key);
    return d != null && d !== submission.text;
  })();
  const writing = editing ?? (!submission || draftWaiting);
  if (writing) {
    return (
      <>
        {header}
        {prompt}
        <EssayEditor
          storageKey={key}
          submitted={submission?.text ?? ''}
          minWords={task.minWords}
          maxWords={task.maxWords}
          pending={submit.isPending}
          onSubmit={send}
          onCancel={submission ? () => setEditing(false) : undefined}
        />
        {refusal}
        {/* The photo is its own action: it is handed in at once, with or without the typed essay. */}
        <WritePhoto taskId={taskId} submission={submission} editable />
        {/* While rewriting, the last feedback stays below: the marked findings are what to fix. */}
        {submission?.feedback && <EssayFeedback text={submission.text} feedback={submission.feedback} />}
      </>
    );
  }
  const typed = submission!.text.trim() !== '';
  return (
    <>
      {header}
      <section className="student-card write-done" aria-label="提交状态">
        <p className="write-done-text">
          <span className="student-tag is-done">已提交</span> {timeText(submission!.submittedAt)} · {typed ? `${submission!.feedback?.wordCount ?? 0} 词` : '作文照片'}
        </p>
        <p className="student-hint">截止（{timeText(task.endAt)}）前可以修改后重新提交，老师批改后不能再改。</p>
        <button type="button" className="student-button is-secondary" onClick={() => setEditing(true)}>
          {typed ? '修改作文' : '输入文字作文'}
        </button>
      </section>
      <WritePhoto taskId={taskId} submission={submission} editable />
      {submission!.feedback ? <EssayFeedback text={submission!.text} feedback={submission!.feedback} /> : <EssayOnly text={submission!.text} />}
      {prompt}
      <BackButton onBack={backToList} />
    </>
  );
}

function WriteHeader({ task, onBack }: { task: Task; onBack: () => void }) {
  return (
    <section className="student-card vocab-head" aria-label="写作任务">
      <div className="vocab-head-row">
        <button type="button" className="vocab-back" aria-label="任务列表" title="返回任务列表" onClick={onBack}>
          ‹
        </button>
        <h1 className="vocab-title write-title">{task.title}</h1>
        <span className="vocab-round">{task.kindName}</span>
      </div>
      <p className="vocab-meta">
        <span>
          词数要求 {task.minWords}-{task.maxWords} · 满分 {task.fullScore} 分
        </span>
        <span>截止 {timeText(task.endAt)}</span>
      </p>
    </section>
  );
}

/** Bank prompts are HTML (sanitised again here, as all bank HTML); the teacher's own prompt is plain text. */
function PromptCard({ task }: { task: Task }) {
  return (
    <section className="student-card write-prompt" aria-label="题目要求">
      <h2 className="student-subtitle">题目要求</h2>
      {task.promptIsHtml ? <SafeHtml html={task.prompt} className="write-prompt-body" /> : <p className="write-prompt-body is-plain">{task.prompt}</p>}
    </section>
  );
}

/** Bank HTML through the app's sanitiser (DOMPurify, the question renderer's rules), as nodes. */
function SafeHtml({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(sanitizedFragment(html));
  }, [html]);
  return <div ref={ref} className={className} lang={lang} />;
}

function SampleEssay({ html }: { html: string }) {
  return (
    <section className="student-card write-sample" aria-label="范文">
      <h2 className="student-subtitle">范文</h2>
      <SafeHtml html={html} className="write-prompt-body" lang="en" />
    </section>
  );
}

function EssayOnly({ text }: { text: string }) {
  // A photo handed in alone has no typed text to show.
  if (!text.trim()) return null;
  return (
    <section className="student-card" aria-label="我的作文">
      <MarkedEssay text={text} issues={[]} />
    </section>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="student-link" onClick={onBack}>
      返回任务列表
    </button>
  );
}

const Problem = (props: { message: string; onBack: () => void; onRetry?: () => void }) => <PageProblem title="写作" {...props} />;
