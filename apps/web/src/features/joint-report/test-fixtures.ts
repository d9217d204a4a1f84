/**
 * Test data of the 联考报告 component tests, in the contract's shapes (parsed, so a drifting fixture
 * fails loudly). The viewer's school is 实验中学 (letter B) in an anonymous joint exam of three
 * schools: the other two are 学校A and 学校C, as the API names them.
 */
import { z } from 'zod';
import {
  ZJointDetail,
  ZJointExcellentClasses,
  ZJointExcellentSchools,
  ZJointExcellentStudents,
  ZJointLines,
  ZJointMySchool,
  ZJointOverview,
  ZJointPoints,
  ZJointQuality,
  ZJointQuestions,
  ZJointSchoolSort,
  ZJointSpread,
  ZJointStats,
  ZJointStudentPage,
  ZJointStudentReport,
  ZJointSummary,
  type TJointDetail,
} from '@app/contract';

type Stats = z.input<typeof ZJointStats>;

export const JOINT_ID = 9;
export const SUBJECTS = [
  { subjectId: 0, subjectName: '总分' },
  { subjectId: 3, subjectName: '数学' },
  { subjectId: 12, subjectName: '物理' },
];
const BUILT_AT = '2026-04-20T06:30:00.000Z';

export const SCHOOL_A = { schoolKey: 0, schoolName: '学校A', mine: false };
export const MY_SCHOOL = { schoolKey: 1, schoolName: '实验中学', mine: true };
export const SCHOOL_C = { schoolKey: 2, schoolName: '学校C', mine: false };

const rate = (count: number, of: number) => ({ count, rate: of ? count / of : null });

export function stats(participants: number, average: number | null, patch: Partial<Stats> = {}): Stats {
  return {
    participants,
    absent: 2,
    average,
    max: 243.5,
    min: 42,
    median: average,
    stdDev: 35.1234,
    pass: rate(Math.round(participants * 0.65), participants),
    good: rate(Math.round(participants * 0.4), participants),
    excellent: rate(Math.round(participants * 0.12), participants),
    low: rate(Math.round(participants * 0.05), participants),
    ...patch,
  };
}

const head = (subjectId = 0, patch: { subjects?: typeof SUBJECTS } = {}) => ({
  subjectId,
  subjectName: SUBJECTS.find((s) => s.subjectId === subjectId)?.subjectName ?? '',
  fullScore: subjectId === 0 ? 250 : subjectId === 3 ? 150 : 100,
  subjects: patch.subjects ?? SUBJECTS,
  builtAt: BUILT_AT,
});

export function jointDetail(patch: Partial<TJointDetail> = {}): TJointDetail {
  return ZJointDetail.parse({
    jointId: JOINT_ID,
    name: '2026年春季高一联考',
    gradeName: '高一',
    section: 2,
    gradeNo: 1,
    examDate: '2026-04-15',
    anonymous: true,
    status: 2,
    statusText: '已发布',
    releasedAt: BUILT_AT,
    organiser: '学校A',
    mine: false,
    myStatus: 1,
    myExamGroupId: 70,
    myClazzes: [
      { clazzId: 31, clazzName: '高一(1)班' },
      { clazzId: 32, clazzName: '高一(2)班' },
    ],
    rights: { organise: false, respond: false, upload: false, report: true, schoolReport: true },
    subjects: [
      { subjectId: 3, subjectName: '数学', fullScore: 150, questionCount: 3 },
      { subjectId: 12, subjectName: '物理', fullScore: 100, questionCount: 2 },
    ],
    schools: [],
    lines: [],
    ...patch,
  });
}

const union = () => stats(1200, 160.4567, { absent: 8, max: 243.5, min: 21, stdDev: 35.1234, pass: rate(780, 1200), excellent: rate(144, 1200), low: rate(60, 1200) });

export function overview(subjectId = 0) {
  return ZJointOverview.parse({
    ...head(subjectId),
    union: union(),
    schools: [
      { ...SCHOOL_A, ...stats(500, 170.2345), rank: 1, aboveAverageRate: 0.06094 },
      { ...SCHOOL_C, ...stats(300, 148.6666), rank: 3, aboveAverageRate: -0.07348 },
      { ...MY_SCHOOL, ...stats(400, 158.1, { pass: rate(250, 400) }), rank: 2, aboveAverageRate: -0.014686 },
    ],
    classCount: 24,
  });
}

const counts = (...c: [number, number][]) => c.map(([count, of]) => ({ count, rate: of ? count / of : null }));

export function lines(withLines = true) {
  return ZJointLines.parse({
    ...head(0),
    lines: withLines
      ? [
          { name: '一本线', kind: 'score', value: 200, score: 200 },
          { name: '前10%', kind: 'share', value: 0.1, score: 211.5 },
        ]
      : [],
    union: { participants: 1200, counts: withLines ? counts([240, 1200], [121, 1200]) : [] },
    schools: [
      { ...SCHOOL_A, participants: 500, counts: withLines ? counts([130, 500], [70, 500]) : [] },
      { ...MY_SCHOOL, participants: 400, counts: withLines ? counts([75, 400], [36, 400]) : [] },
      { ...SCHOOL_C, participants: 300, counts: withLines ? counts([35, 300], [15, 300]) : [] },
    ],
    classes: [
      { clazzId: 31, clazzName: '高一(1)班', participants: 45, counts: withLines ? counts([12, 45], [6, 45]) : [] },
      { clazzId: 32, clazzName: '高一(2)班', participants: 44, counts: withLines ? counts([9, 44], [3, 44]) : [] },
    ],
  });
}

export function summary() {
  const cell = (subjectId: number, average: number | null, rank: number | null, participants = 400) => ({ subjectId, participants, average, rank, aboveAverageRate: null });
  return ZJointSummary.parse({
    subjects: [
      { subjectId: 0, subjectName: '总分', fullScore: 250, unionAverage: 160.4567 },
      { subjectId: 3, subjectName: '数学', fullScore: 150, unionAverage: 98.765 },
      { subjectId: 12, subjectName: '物理', fullScore: 100, unionAverage: 61.7 },
    ],
    schools: [
      { ...SCHOOL_C, cells: [cell(0, 148.6666, 3), cell(3, 90.1, 3), cell(12, 58.56, 2)] },
      { ...MY_SCHOOL, cells: [cell(0, 158.1, 2), cell(3, 95.333, 2), cell(12, 62.77, 1)] },
      { ...SCHOOL_A, cells: [cell(0, 170.2345, 1), cell(3, 105.2, 1), cell(12, null, null, 0)] },
    ],
    builtAt: BUILT_AT,
  });
}

const band = (from: number, to: number, count: number, toInclusive = false) => ({ from, to, toInclusive, count });

export function spread() {
  return ZJointSpread.parse({
    ...head(3),
    bandWidth: 50,
    union: [band(0, 50, 100), band(50, 100, 500), band(100, 150, 600, true)],
    schools: [
      { ...SCHOOL_A, participants: 500, bands: [band(0, 50, 30), band(50, 100, 200), band(100, 150, 270, true)] },
      { ...MY_SCHOOL, participants: 400, bands: [band(0, 50, 40), band(50, 100, 160), band(100, 150, 200, true)] },
      { ...SCHOOL_C, participants: 300, bands: [band(0, 50, 30), band(50, 100, 140), band(100, 150, 130, true)] },
    ],
  });
}

const qcell = (participants: number, average: number, full: number, fullMarkCount: number, zeroCount: number) => ({ participants, average, scoringRate: average / full, fullMarkCount, zeroCount });

export function questions() {
  return ZJointQuestions.parse({
    ...head(3),
    questions: [
      {
        questionNo: '1',
        fullScore: 5,
        objective: true,
        answerKey: 'B',
        union: qcell(1200, 4.1, 5, 984, 216),
        schools: [
          { ...SCHOOL_A, ...qcell(500, 4.5, 5, 450, 50) },
          { ...MY_SCHOOL, ...qcell(400, 3.9, 5, 312, 88) },
          { ...SCHOOL_C, ...qcell(300, 3.7, 5, 222, 78) },
        ],
      },
      {
        questionNo: '13',
        fullScore: 12,
        objective: false,
        answerKey: null,
        union: qcell(1200, 3.456, 12, 30, 400),
        schools: [
          { ...SCHOOL_A, ...qcell(500, 4.2, 12, 20, 120) },
          { ...MY_SCHOOL, ...qcell(400, 3.1, 12, 8, 150) },
          { ...SCHOOL_C, ...qcell(300, 2.6, 12, 2, 130) },
        ],
      },
    ],
  });
}

export function points(empty = false) {
  return ZJointPoints.parse({
    ...head(3),
    points: empty
      ? []
      : [
          {
            kpId: 501,
            name: '函数的单调性',
            questionNos: ['1', '13'],
            fullScore: 17,
            unionMastery: 0.4445,
            schools: [
              { ...SCHOOL_A, mastery: 0.5118 },
              { ...MY_SCHOOL, mastery: 0.4118 },
              { ...SCHOOL_C, mastery: 0.3706 },
            ],
          },
          {
            kpId: 502,
            name: '集合的运算',
            questionNos: ['1'],
            fullScore: 5,
            unionMastery: 0.82,
            schools: [
              { ...SCHOOL_A, mastery: 0.9 },
              { ...MY_SCHOOL, mastery: 0.78 },
              { ...SCHOOL_C, mastery: null },
            ],
          },
        ],
  });
}

export function schoolSort() {
  return ZJointSchoolSort.parse({
    ...head(0),
    rankBands: [50, 100, 200],
    schools: [
      { ...SCHOOL_A, ...stats(500, 170.2345), rank: 1, aboveAverageRate: 0.06094, inRankBands: [30, 62, 118], tiers: { top: 70, excellent: 120, middle: 230, struggling: 80 } },
      { ...MY_SCHOOL, ...stats(400, 158.1), rank: 2, aboveAverageRate: -0.014686, inRankBands: [15, 28, 60], tiers: { top: 36, excellent: 84, middle: 200, struggling: 80 } },
      { ...SCHOOL_C, ...stats(300, 148.6666), rank: 3, aboveAverageRate: -0.07348, inRankBands: [5, 10, 22], tiers: { top: 14, excellent: 36, middle: 150, struggling: 100 } },
    ],
  });
}

export function mySchool(subjectId = 0) {
  return ZJointMySchool.parse({
    ...head(subjectId),
    school: { ...MY_SCHOOL, ...stats(400, 158.1), rank: 2, aboveAverageRate: -0.014686 },
    union: union(),
    schoolCount: 3,
    classCount: 24,
    classes: [
      { clazzId: 31, clazzName: '高一(1)班', ...stats(45, 170.555), unionRank: 3, schoolRank: 1, aboveAverageRate: 0.0629 },
      { clazzId: 32, clazzName: '高一(2)班', ...stats(44, 150.2), unionRank: 15, schoolRank: 2, aboveAverageRate: -0.0639 },
    ],
  });
}

export function studentPage(patch: { list?: unknown[]; total?: number; pageNo?: number } = {}) {
  const row = (studentId: number, name: string, clazzId: number, total: number | null, ranks: [number, number, number] | null, percentile: number | null) => ({
    studentId,
    studentNum: `2026${studentId}`,
    name,
    clazzId,
    clazzName: clazzId === 31 ? '高一(1)班' : '高一(2)班',
    absent: total == null,
    total,
    classRank: ranks?.[0] ?? null,
    schoolRank: ranks?.[1] ?? null,
    unionRank: ranks?.[2] ?? null,
    percentile,
  });
  const list = patch.list ?? [row(201, '张三', 31, 236.5, [1, 1, 3], 0.99666), row(202, '李四', 32, 180, [5, 40, 300], 0.7508), row(203, '王五', 31, null, null, null)];
  return ZJointStudentPage.parse({ list, total: patch.total ?? list.length, pageNo: patch.pageNo ?? 1, pageSize: 20, participants: 1200 });
}

export function studentReport() {
  return ZJointStudentReport.parse({
    studentId: 201,
    studentNum: '2026201',
    name: '张三',
    clazzName: '高一(1)班',
    subjects: [
      {
        subjectId: 0,
        subjectName: '总分',
        fullScore: 250,
        absent: false,
        score: 236.5,
        classRank: 1,
        schoolRank: 1,
        unionRank: 3,
        percentile: 0.99666,
        participants: 1200,
        clazzAverage: 170.555,
        schoolAverage: 158.1,
        unionAverage: 160.4567,
        questions: [],
      },
      {
        subjectId: 3,
        subjectName: '数学',
        fullScore: 150,
        absent: false,
        score: 142,
        classRank: 1,
        schoolRank: 2,
        unionRank: 10,
        percentile: 0.9875,
        participants: 1200,
        clazzAverage: 101.25,
        schoolAverage: 95.333,
        unionAverage: 98.765,
        questions: [
          { questionNo: '1', fullScore: 5, score: 5, unionAverage: 4.1 },
          { questionNo: '13', fullScore: 12, score: 2.5, unionAverage: 3.456 },
        ],
      },
      {
        subjectId: 12,
        subjectName: '物理',
        fullScore: 100,
        absent: true,
        score: null,
        classRank: null,
        schoolRank: null,
        unionRank: null,
        percentile: null,
        participants: 1190,
        clazzAverage: 65.5,
        schoolAverage: 62.77,
        unionAverage: 61.7,
        questions: [],
      },
    ],
  });
}

export function quality(subjectId = 3) {
  return ZJointQuality.parse({
    ...head(subjectId, { subjects: SUBJECTS }),
    alpha: 0.8123,
    average: 98.765,
    difficulty: 0.65843,
    discrimination: 0.4256,
    questions: [
      {
        questionNo: '1',
        fullScore: 5,
        objective: true,
        answerKey: 'B',
        difficulty: 0.82,
        discrimination: 0.315,
        itemRestCorrelation: 0.41,
        stdDev: 1.92,
        optionDistribution: {
          options: [
            { option: 'A', count: 100 },
            { option: 'B', count: 984 },
            { option: 'C', count: 80 },
            { option: 'D', count: 30 },
          ],
          blank: 4,
          other: 2,
        },
      },
      { questionNo: '13', fullScore: 12, objective: false, answerKey: null, difficulty: 0.288, discrimination: 0.1549, itemRestCorrelation: 0.2, stdDev: 3.3333, optionDistribution: null },
    ],
  });
}

export function excellentSchools() {
  return ZJointExcellentSchools.parse({
    ...head(0),
    topShares: [0.1, 0.3],
    schools: [
      { ...SCHOOL_A, participants: 500, excellent: rate(80, 500), good: rate(220, 500), average: 170.2345, inTop: [70, 190] },
      { ...MY_SCHOOL, participants: 400, excellent: rate(40, 400), good: rate(150, 400), average: 158.1, inTop: [36, 120] },
      { ...SCHOOL_C, participants: 300, excellent: rate(24, 300), good: rate(90, 300), average: 148.6666, inTop: [14, 50] },
    ],
  });
}

export function excellentClasses() {
  return ZJointExcellentClasses.parse({
    ...head(0),
    classes: [
      { ...SCHOOL_A, clazzId: null, clazzName: '高一(3)班', participants: 50, average: 185.456, excellent: rate(20, 50), unionRank: 1 },
      { ...MY_SCHOOL, clazzId: 31, clazzName: '高一(1)班', participants: 45, average: 170.555, excellent: rate(12, 45), unionRank: 2 },
      { ...SCHOOL_C, clazzId: null, clazzName: '高一(7)班', participants: 48, average: 165, excellent: rate(9, 48), unionRank: 3 },
    ],
  });
}

export function excellentStudents(limit = 100) {
  return ZJointExcellentStudents.parse({
    ...head(0),
    limit,
    students: [
      { ...SCHOOL_A, unionRank: 1, total: 243.5, name: null, clazzName: null, studentId: null },
      { ...SCHOOL_C, unionRank: 2, total: 240, name: null, clazzName: null, studentId: null },
      { ...MY_SCHOOL, unionRank: 3, total: 236.5, name: '张三', clazzName: '高一(1)班', studentId: 201 },
    ],
  });
}
