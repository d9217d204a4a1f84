import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { schoolDateTime, STUDENT_TASK_STATUS_NAMES, type TStudentTask } from '@app/contract';
import { paths } from '../../../app/paths';
import { STUDENT_COURSE_PATH } from '../api/course';
import { studentLogout } from '../api/logout';
import { useStudentMe } from '../api/me';
import { useStudentTasks } from '../api/tasks';

const dueText = (iso: string | null) => (iso ? `截止 ${schoolDateTime(new Date(iso))}` : '不限时间');

/** Where a task opens, by its kind (a kind without a page yet is listed only). */
const TASK_PATHS: Record<string, string> = { vocabulary: paths.studentVocabulary, write: paths.studentWrite, homework: paths.studentHomework };
/** A writing task is 已提交 once handed in (it may be rewritten until the end), 未提交 before; homework 已完成 / 未完成. */
const statusName = (t: TStudentTask) =>
  t.kind === 'write' && t.status !== 'doing' ? (t.status === 'done' ? '已提交' : '未提交') : t.kind === 'homework' ? (t.status === 'done' ? '已完成' : '未完成') : STUDENT_TASK_STATUS_NAMES[t.status];
const taskPath = (t: TStudentTask): string | null => (TASK_PATHS[t.kind] ? `${TASK_PATHS[t.kind]}/${t.id}` : null);

/** #/student: who is signed in, the open tasks (with a friendly empty state), the way to 网课 and sign-out. */
export default function StudentHomePage() {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const me = useStudentMe();
  const tasks = useStudentTasks();
  const signOut = () =>
    void studentLogout().then(() => {
      qc.removeQueries({ queryKey: ['student'] });
      navigate(paths.studentLogin, { replace: true });
    });

  return (
    <>
      <section className="student-card student-me">
        {me.isError ? (
          <p className="student-error" role="alert">
            {me.error.message}
          </p>
        ) : (
          <>
            <h1 className="student-title">{me.data ? `你好，${me.data.name}` : '正在加载…'}</h1>
            {me.data && (
              <p className="student-hint">
                {me.data.schoolName} · {me.data.clazzName} · 学号 {me.data.studentNum}
              </p>
            )}
          </>
        )}
        <div className="student-actions">
          <button type="button" className="student-link" onClick={() => navigate(paths.studentPassword)}>
            修改密码
          </button>
          <button type="button" className="student-link" onClick={signOut}>
            退出登录
          </button>
        </div>
      </section>
      <section className="student-card" aria-label="我的任务">
        <h2 className="student-subtitle">我的任务</h2>
        {tasks.isError && (
          <p className="student-error" role="alert">
            {tasks.error.message}
          </p>
        )}
        {tasks.data && tasks.data.length === 0 && (
          <div className="student-empty">
            <p>暂时没有要完成的任务</p>
            <p className="student-hint">老师布置的单词练习、写作、作业等任务会显示在这里。</p>
          </div>
        )}
        {tasks.data && tasks.data.length > 0 && (
          <ul className="student-tasks">
            {tasks.data.map((t) => {
              const body = (
                <>
                  <span className="student-task-head">
                    <span className="student-task-title">{t.title}</span>
                    <span className={`student-tag is-${t.status}`}>{statusName(t)}</span>
                  </span>
                  <span className="student-hint">{dueText(t.dueAt)}</span>
                </>
              );
              const to = taskPath(t);
              return (
                <li key={`${t.kind}-${t.id}`}>
                  {to ? (
                    <button type="button" className="student-task is-link" onClick={() => navigate(to)}>
                      {body}
                    </button>
                  ) : (
                    <div className="student-task">{body}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <button type="button" className="student-card student-home-entry" onClick={() => navigate(STUDENT_COURSE_PATH)}>
        <span className="student-home-entry-icon" aria-hidden="true">
          ▶
        </span>
        <span className="student-home-entry-body">
          <span className="student-home-entry-title">网课</span>
          <span className="student-hint">观看老师发布的视频课程</span>
        </span>
        <span className="student-home-entry-go" aria-hidden="true">
          ›
        </span>
      </button>
    </>
  );
}
