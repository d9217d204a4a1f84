/**
 * The demo school's 网课 (docs/course.md): head11's 函数的单调性 (three short chapters) published to
 * 高一(1)(2)班 with the students' watching — some finished, some part way, some not started — and
 * maths1's draft 指数函数 with one chapter. The videos are test-card clips made with ffmpeg at seed
 * time (a few seconds, 320×180, tens of kilobytes), once per process. Dates count from DEMO_NOW.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clazz, course, courseClazz, courseVideo, courseWatch, grade, student, teacher } from '../db/schema.js';
import { makePoster, makeSampleVideo, probeVideo, type SamplePattern } from '../modules/course/video-probe.js';
import { stretchBits } from '../modules/course/watch.js';
import type { Storage } from '../storage/storage.js';
import { demoDaysAgo } from './clock.js';

type Clip = { data: Buffer; poster: Buffer; durationS: number; width: number; height: number };

const CLIPS: readonly { pattern: SamplePattern; seconds: number }[] = [
  { pattern: 'testsrc', seconds: 20 },
  { pattern: 'smptebars', seconds: 15 },
  { pattern: 'testsrc2', seconds: 25 },
  { pattern: 'rgbtestsrc', seconds: 12 },
];

let clips: Promise<Clip[]> | null = null;

/** The demo clips, made once per process. */
function demoClips(): Promise<Clip[]> {
  clips ??= (async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'demo-clips-'));
    try {
      return await Promise.all(
        CLIPS.map(async (c, i) => {
          const file = path.join(dir, `${i}.mp4`);
          await makeSampleVideo(file, c.seconds, c.pattern);
          const info = await probeVideo(file);
          await makePoster(file, path.join(dir, `${i}.jpg`), 1);
          return { data: await readFile(file), poster: await readFile(path.join(dir, `${i}.jpg`)), ...info };
        }),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })();
  clips.catch(() => (clips = null));
  return clips;
}

async function addChapter(db: Db, storage: Storage, schoolId: number, courseId: number, ord: number, title: string, clip: Clip, at: Date) {
  const base = `course-videos/${schoolId}/${randomUUID()}`;
  await storage.put(`${base}.mp4`, clip.data, 'video/mp4');
  await storage.put(`${base}.jpg`, clip.poster, 'image/jpeg');
  const [v] = await db
    .insert(courseVideo)
    .values({ courseId, ord, title, fileName: `${title}.mp4`, kind: 'mp4', fileSize: clip.data.length, durationS: clip.durationS, width: clip.width, height: clip.height, fileKey: `${base}.mp4`, posterKey: `${base}.jpg`, createdAt: at })
    .returning({ id: courseVideo.id, durationS: courseVideo.durationS });
  return v!;
}

const ones = (bits: string) => [...bits].filter((b) => b === '1').length;

export async function seedDemoCourses(db: Db, storage: Storage, schoolId: number): Promise<void> {
  const staff = await db.select({ id: teacher.id, account: teacher.account }).from(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.account, ['head11', 'maths1'])));
  const head = staff.find((t) => t.account === 'head11')?.id;
  const maths = staff.find((t) => t.account === 'maths1')?.id;
  const g1 = (await db.select({ id: grade.id }).from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.name, '高一'))))[0]?.id;
  const classes = await db.select({ id: clazz.id, name: clazz.name }).from(clazz).where(and(eq(clazz.schoolId, schoolId), inArray(clazz.name, ['高一(1)班', '高一(2)班']))).orderBy(asc(clazz.sort));
  if (!head || !maths || !g1 || classes.length < 2) return;
  const made = await demoClips();

  const [c] = await db
    .insert(course)
    .values({ schoolId, teacherId: head, name: '函数的单调性', subjectId: 3, gradeId: g1, description: '必修一第三章：单调性的定义、判断与证明，含三道例题讲解。', createdAt: demoDaysAgo(6), updatedAt: demoDaysAgo(5) })
    .returning({ id: course.id });
  const titles = ['1. 单调性的定义', '2. 用定义证明单调性', '3. 例题讲解'];
  const videos: { id: number; durationS: number }[] = [];
  for (const [i, title] of titles.entries()) videos.push(await addChapter(db, storage, schoolId, c!.id, i + 1, title, made[i]!, demoDaysAgo(6)));
  await db.insert(courseClazz).values(classes.map((k) => ({ courseId: c!.id, clazzId: k.id, publishedAt: demoDaysAgo(5) })));

  // 高一(1)班: the first six finished every chapter, the next six watched part of the first two; 高一(2)班: four started.
  const plans: { clazzId: number; limit: number; plan: (i: number) => number[] }[] = [
    { clazzId: classes[0]!.id, limit: 12, plan: (i) => (i < 6 ? [1, 1, 1] : [0.6 + (i % 3) * 0.15, 0.3, 0]) },
    { clazzId: classes[1]!.id, limit: 4, plan: (i) => [1, i < 2 ? 0.5 : 0, 0] },
  ];
  for (const p of plans) {
    const kids = await db.select({ id: student.id }).from(student).where(and(eq(student.clazzId, p.clazzId), eq(student.status, 1))).orderBy(asc(student.studentNum)).limit(p.limit);
    const rows = kids.flatMap((k, i) =>
      videos.flatMap((v, n) => {
        const share = p.plan(i)[n]!;
        if (share <= 0) return [];
        const to = Math.round(v.durationS * share * 10) / 10;
        const bits = stretchBits(v.durationS, 0, to, share >= 1);
        const first = demoDaysAgo(4 - i * 0.1 - n * 0.01);
        return [{ videoId: v.id, studentId: k.id, courseId: c!.id, clazzId: p.clazzId, positionS: to, watchedS: Math.round(to * (1 + (i % 4) * 0.1)), bits, seen: ones(bits), firstAt: first, lastAt: new Date(first.getTime() + to * 1000 + 60_000) }];
      }),
    );
    if (rows.length) await db.insert(courseWatch).values(rows);
  }

  // maths1's draft, not published yet.
  const [draft] = await db
    .insert(course)
    .values({ schoolId, teacherId: maths, name: '指数函数的图像与性质', subjectId: 3, gradeId: g1, description: '预习用：指数函数图像的画法。', createdAt: demoDaysAgo(2), updatedAt: demoDaysAgo(2) })
    .returning({ id: course.id });
  await addChapter(db, storage, schoolId, draft!.id, 1, '指数函数的图像', made[3]!, demoDaysAgo(2));
}
