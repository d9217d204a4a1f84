/** Test data of the 网课 component tests, in the contract's shapes (parsed, so a drifting fixture fails loudly). */
import { ZCourse, ZCourseClazzOption, ZCourseDetail, ZCourseStat, ZCourseVideo, type TCourse, type TCourseDetail, type TCourseStat, type TCourseVideo } from '@app/contract';

export const video = (patch: Partial<TCourseVideo> = {}): TCourseVideo =>
  ZCourseVideo.parse({
    videoId: 31,
    ord: 1,
    title: '第1节 集合的概念',
    fileName: '集合的概念.mp4',
    kind: 'mp4',
    fileSize: 48_000_000,
    durationS: 754,
    width: 1280,
    height: 720,
    createdAt: '2026-11-20T02:00:00.000Z',
    ...patch,
  });

export const course = (patch: Partial<TCourse> = {}): TCourse =>
  ZCourse.parse({
    courseId: 5,
    courseName: '高一数学·集合与函数',
    subjectId: 3,
    subjectName: '数学',
    gradeId: 11,
    gradeName: '高一',
    description: '集合、函数的概念与性质',
    published: 0,
    videoCount: 2,
    durationS: 754 + 3725,
    coverVideoId: 31,
    clazzes: [],
    createdAt: '2026-11-20T02:00:00.000Z',
    updatedAt: '2026-11-21T03:30:00.000Z',
    ...patch,
  });

export const detail = (patch: Partial<TCourseDetail> = {}): TCourseDetail =>
  ZCourseDetail.parse({
    ...course(),
    videos: [video(), video({ videoId: 32, ord: 2, title: '第2节 函数的表示', durationS: 3725, fileSize: 1_500_000_000 })],
    ...patch,
  });

export const page = (list: TCourse[], total = list.length, pageNo = 1) => ({ list, total, pageNo, pageSize: 10 });

export const clazzOptions = () =>
  [
    { clazzId: 1, clazzName: '高一(1)班', gradeId: 11, gradeName: '高一', studentCount: 40 },
    { clazzId: 2, clazzName: '高一(2)班', gradeId: 11, gradeName: '高一', studentCount: 38 },
    { clazzId: 7, clazzName: '高二(3)班', gradeId: 12, gradeName: '高二', studentCount: 45 },
  ].map((c) => ZCourseClazzOption.parse(c));

export const stat = (patch: Partial<TCourseStat> = {}): TCourseStat =>
  ZCourseStat.parse({
    courseId: 5,
    courseName: '高一数学·集合与函数',
    videoCount: 2,
    durationS: 4479,
    clazzes: [
      { clazzId: 1, clazzName: '高一(1)班', studentCount: 3, startedCount: 2, completedCount: 1, avgCompletion: 55.3, totalWatchS: 7300 },
      { clazzId: 2, clazzName: '高一(2)班', studentCount: 1, startedCount: 0, completedCount: 0, avgCompletion: 0, totalWatchS: 0 },
    ],
    students: [
      { studentId: 201, studentName: '张三', studentNo: '202610101', clazzId: 1, clazzName: '高一(1)班', completion: 100, completedVideos: 2, watchS: 4600, firstWatchedAt: '2026-11-22T01:00:00.000Z', lastWatchedAt: '2026-11-23T12:10:00.000Z' },
      { studentId: 202, studentName: '李四', studentNo: '202610102', clazzId: 1, clazzName: '高一(1)班', completion: 66, completedVideos: 1, watchS: 2700, firstWatchedAt: '2026-11-22T02:00:00.000Z', lastWatchedAt: '2026-11-22T03:00:00.000Z' },
      { studentId: 203, studentName: '王五', studentNo: '202610103', clazzId: 1, clazzName: '高一(1)班', completion: 0, completedVideos: 0, watchS: 0, firstWatchedAt: null, lastWatchedAt: null },
      { studentId: 204, studentName: '赵六', studentNo: '202610201', clazzId: 2, clazzName: '高一(2)班', completion: 0, completedVideos: 0, watchS: 0, firstWatchedAt: null, lastWatchedAt: null },
    ],
    ...patch,
  });

/** A poster as the API sends it. */
export const jpeg = () => new Response(new Blob(['jpeg'], { type: 'image/jpeg' }), { status: 200, headers: { 'Content-Type': 'image/jpeg' } });
