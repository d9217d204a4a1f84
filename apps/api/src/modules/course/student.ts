/**
 * The student's side of 网课 (docs/course.md "Watching"): the courses published to the student's
 * class, each video's progress, play tickets, and the progress reports the player sends every few
 * seconds. A course not published to the student's class is missing (404), as another school's is.
 */
import { sql } from 'drizzle-orm';
import type { TCourseProgress, TCourseProgressBody, TStudentCourse, TStudentCourseDetail } from '@app/contract';
import { ZCourseProgressBody } from '@app/contract';
import type { Db } from '../../db/client.js';
import { run, statement } from '../../db/prepared.js';
import { rowsOf } from '../../db/rows.js';
import { errors } from '../../http/errors.js';
import type { StudentAuthContext } from '../student-auth/authenticate.js';
import { completionOf, courseCompletion, isCompleted, resumeAt, stretchBits } from './watch.js';

const NOT_FOUND = '课程不存在或未发布到你的班级';

type CourseRow = {
  id: number;
  name: string;
  subject_name: string | null;
  teacher_name: string | null;
  description: string;
  published_at: Date | string;
  videos: { id: number; ord: number; title: string; durationS: number; seen: number | null; positionS: number | null }[] | null;
};

/** The courses of the student's class with every video's watching (one query). */
async function studentCourses(db: Db, auth: StudentAuthContext, courseId: number | null): Promise<CourseRow[]> {
  return rowsOf<CourseRow>(
    await db.execute(sql`
      select c.id, c.name, s.name as subject_name, t.name as teacher_name, c.description, cc.published_at,
        (select json_agg(json_build_object('id', v.id, 'ord', v.ord, 'title', v.title, 'durationS', v.duration_s, 'seen', w.seen, 'positionS', w.position_s) order by v.ord, v.id)
           from course_video v left join course_watch w on w.video_id = v.id and w.student_id = ${auth.studentId}
           where v.course_id = c.id) as videos
      from course_clazz cc
      join course c on c.id = cc.course_id and c.school_id = ${auth.schoolId}
      left join subject s on s.id = c.subject_id
      left join teacher t on t.id = c.teacher_id
      where cc.clazz_id = ${auth.clazzId} ${courseId == null ? sql`` : sql`and c.id = ${courseId}`}
      order by cc.published_at desc, c.id desc`),
  );
}

const presentCourse = (r: CourseRow): TStudentCourse => {
  const videos = r.videos ?? [];
  return {
    courseId: r.id,
    courseName: r.name,
    subjectName: r.subject_name ?? '',
    teacherName: r.teacher_name ?? '',
    description: r.description,
    videoCount: videos.length,
    durationS: Math.round(videos.reduce((a, v) => a + v.durationS, 0) * 10) / 10,
    coverVideoId: videos[0]?.id ?? null,
    completion: courseCompletion(videos.map((v) => ({ durationS: v.durationS, seen: v.seen ?? 0 }))),
    publishedAt: new Date(r.published_at).toISOString(),
  };
};

export async function listStudentCourses(db: Db, auth: StudentAuthContext): Promise<TStudentCourse[]> {
  return (await studentCourses(db, auth, null)).map(presentCourse);
}

export async function studentCourseDetail(db: Db, auth: StudentAuthContext, courseId: number): Promise<TStudentCourseDetail> {
  const row = (await studentCourses(db, auth, courseId))[0];
  if (!row) throw errors.notFound(NOT_FOUND);
  return {
    ...presentCourse(row),
    videos: (row.videos ?? []).map((v) => ({
      videoId: v.id,
      ord: v.ord,
      title: v.title,
      durationS: Math.round(v.durationS * 10) / 10,
      positionS: resumeAt(v.positionS ?? 0, v.durationS),
      completion: completionOf(v.seen ?? 0, v.durationS),
      completed: isCompleted(v.seen ?? 0, v.durationS) ? 1 : 0,
    })),
  };
}

type WatchableVideo = { id: number; courseId: number; durationS: number; posterKey: string };

/** A video of a course published to the student's class, in the student's school (one prepared statement: progress reports come often). */
const WATCHABLE = statement<WatchableVideo>(`
  select v.id, v.course_id as "courseId", v.duration_s as "durationS", v.poster_key as "posterKey"
  from course_video v
  join course c on c.id = v.course_id and c.school_id = $2
  where v.id = $1 and exists (select 1 from course_clazz cc where cc.course_id = v.course_id and cc.clazz_id = $3)`);

export async function requireWatchableVideo(db: Db, auth: StudentAuthContext, videoId: number): Promise<WatchableVideo> {
  const v = (await run(db, WATCHABLE, [videoId, auth.schoolId, auth.clazzId]))[0];
  if (!v) throw errors.notFound('视频不存在或未发布到你的班级');
  return v;
}

/** Adds a played stretch: the position moves to its end, its buckets are set, its time is added. */
const RECORD = statement<{ seen: number; positionS: number }>(`
  insert into course_watch (video_id, student_id, course_id, clazz_id, position_s, watched_s, bits, seen)
  values ($1, $2, $3, $4, $5, $6, $7::bit varying, $8)
  on conflict (video_id, student_id) do update set
    position_s = excluded.position_s,
    watched_s = course_watch.watched_s + excluded.watched_s,
    bits = case when length(course_watch.bits) = length(excluded.bits) then course_watch.bits | excluded.bits else excluded.bits end,
    seen = bit_count(case when length(course_watch.bits) = length(excluded.bits) then course_watch.bits | excluded.bits else excluded.bits end),
    clazz_id = excluded.clazz_id,
    last_at = now()
  returning seen, position_s as "positionS"`);

export async function recordProgress(db: Db, auth: StudentAuthContext, videoId: number, input: TCourseProgressBody): Promise<TCourseProgress> {
  const body = ZCourseProgressBody.parse(input);
  const v = await requireWatchableVideo(db, auth, videoId);
  if (body.fromS > v.durationS + 1 || body.toS > v.durationS + 1) throw errors.validation('播放位置超出了视频时长');
  const bits = stretchBits(v.durationS, body.fromS, body.toS, body.ended === 1);
  const ones = [...bits].filter((b) => b === '1').length;
  const position = Math.min(body.toS, v.durationS);
  const row = (await run(db, RECORD, [videoId, auth.studentId, v.courseId, auth.clazzId, position, body.watchedS, bits, ones]))[0]!;
  return { videoId, positionS: Math.round(row.positionS * 10) / 10, completion: completionOf(row.seen, v.durationS), completed: isCompleted(row.seen, v.durationS) ? 1 : 0 };
}

