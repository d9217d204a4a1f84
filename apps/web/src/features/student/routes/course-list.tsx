import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TStudentCourse } from '@app/contract';
import { paths } from '../../../app/paths';
import { useObjectUrl } from '../../../lib/authed-blob';
import { coursePosterQuery, STUDENT_COURSE_PATH, useStudentCourses } from '../api/course';
import { CompletionBar } from '../components/completion-bar';
import { clockText } from '../lib/clock-text';
import '../course.css';

/** #/student/course: the courses published to the student's class, newest first, with how far each is watched. */
export default function StudentCourseListPage() {
  const navigate = useNavigate();
  const list = useStudentCourses();
  const courses = list.data ?? [];
  const unfinished = courses.filter((c) => c.completion < 100).length;
  return (
    <>
      <section className="student-card vocab-head" aria-label="网课">
        <div className="vocab-head-row">
          <button type="button" className="vocab-back" aria-label="返回首页" title="返回首页" onClick={() => navigate(paths.student)}>
            ‹
          </button>
          <h1 className="vocab-title">网课</h1>
          {list.data && list.data.length > 0 && <span className="vocab-round">{unfinished > 0 ? `${unfinished}门未看完` : '全部看完'}</span>}
        </div>
        {list.data && list.data.length > 0 && <p className="vocab-meta">共{courses.length}门课程，老师新发布的在前面</p>}
      </section>
      {list.isError && (
        <section className="student-card">
          <p className="student-error" role="alert">
            {list.error.message}
          </p>
        </section>
      )}
      {list.isPending && (
        <section className="student-card">
          <p className="student-hint">正在加载网课…</p>
        </section>
      )}
      {list.data && list.data.length === 0 && (
        <section className="student-card student-empty">
          <p>老师还没有发布网课</p>
          <p className="student-hint">老师发布的视频课程会显示在这里。</p>
        </section>
      )}
      {courses.length > 0 && (
        <ul className="course-list" aria-label="课程列表">
          {courses.map((c) => (
            <li key={c.courseId}>
              <CourseCard course={c} onOpen={() => navigate(`${STUDENT_COURSE_PATH}/${c.courseId}`)} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function CourseCard({ course: c, onOpen }: { course: TStudentCourse; onOpen: () => void }) {
  return (
    <button type="button" className="student-card course-card" onClick={onOpen}>
      <CoursePoster videoId={c.coverVideoId} />
      <span className="course-card-body">
        <span className="course-card-name">{c.courseName}</span>
        <span className="course-card-meta">
          {c.subjectName} · {c.teacherName}老师
        </span>
        <span className="course-card-meta">
          {c.videoCount}个视频 · {clockText(c.durationS)}
        </span>
        <CompletionBar completion={c.completion} label={`${c.courseName}的观看进度`} />
      </span>
    </button>
  );
}

/** The course's picture: its first chapter's poster, fetched with the token. */
export function CoursePoster({ videoId }: { videoId: number | null }) {
  const poster = useQuery(coursePosterQuery(videoId));
  const src = useObjectUrl(poster.data);
  return src ? <img className="course-poster" src={src} alt="" /> : <span className="course-poster is-empty" aria-hidden="true">▶</span>;
}
