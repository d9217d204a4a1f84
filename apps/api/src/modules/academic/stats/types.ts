/**
 * Public types of the exam statistics engine. Everything a report contains is plain JSON data
 * (numbers, strings, arrays, records) so a report can be stored as one JSON document and served in
 * slices; typed arrays only appear in the inputs, where they keep 50,000 × 30 score matrices cheap.
 * The definitions behind every field are in docs/statistics.md.
 */

export type TObjectiveKind = 'single' | 'multiple';

export type TStatsQuestion = {
  questionId: number;
  fullScore: number;
  objective: boolean;
  /** Option letters of an objective question; defaults to A-D when omitted. */
  options?: string[];
  /** Objective questions only; defaults to 'single'. Decides how answers are counted per option. */
  kind?: TObjectiveKind;
  knowledgePointIds: number[];
};

export type TStatsStudent = { studentId: number; clazzId: number; absent: boolean };

export type TTierCutoffs = { top: number; excellent: number; middle: number };

export type TStatsSettings = {
  passRate: number;
  goodRate: number;
  excellentRate: number;
  lowRate: number;
  bandWidth: number;
  tierCutoffs: TTierCutoffs;
};

function deepFreeze<T extends object>(value: T): T {
  for (const v of Object.values(value)) if (typeof v === 'object' && v !== null) deepFreeze(v);
  return Object.freeze(value);
}

// Frozen because it is shared by every caller: a caller tweaking it in place would silently change
// everyone else's reports. Spread it to derive settings: { ...DEFAULT_STATS_SETTINGS, bandWidth: 50 }.
export const DEFAULT_STATS_SETTINGS: TStatsSettings = deepFreeze({
  passRate: 0.6,
  goodRate: 0.7,
  excellentRate: 0.85,
  lowRate: 0.4,
  bandWidth: 10,
  tierCutoffs: { top: 0.1, excellent: 0.3, middle: 0.8 },
});

export type TExamInput = {
  questions: TStatsQuestion[];
  students: TStatsStudent[];
  /** Row-major students × questions. Rows of absent students are ignored. */
  scores: Float64Array;
  /** Row-major students × questions; the raw answer of objective questions, null elsewhere. */
  answers?: (string | null)[];
  settings: TStatsSettings;
  /**
   * True: every student's `scores` and `knowledgeMastery` are left null (absent or not). For a
   * caller that keeps the per-question scores elsewhere (the stored report): at 50,000 students
   * it saves building 100,000 arrays only to drop them. No other figure changes.
   */
  withoutStudentDetail?: boolean;
};

/** A count and its share of the group's participants (null when there are none). */
export type TCountRate = { count: number; rate: number | null };

/** [from, to) except the last band, which is [from, to] so that the full score falls in it. */
export type TScoreBand = { from: number; to: number; toInclusive: boolean; count: number };

export type TGroupStats = {
  participants: number;
  absent: number;
  average: number | null;
  max: number | null;
  min: number | null;
  median: number | null;
  stdDev: number | null;
  pass: TCountRate;
  good: TCountRate;
  excellent: TCountRate;
  low: TCountRate;
  bands: TScoreBand[];
};

export type TClassStats = TGroupStats & {
  clazzId: number;
  /** Competition rank of the class average among classes with participants; null for a class without. */
  rank: number | null;
  /** 超均率: (class average − grade average) / grade average. */
  aboveAverageRate: number | null;
};

export type TTier = 'top' | 'excellent' | 'middle' | 'struggling';

/** Fields shared by a student of one exam and a student of the all-subject total. */
export type TRankedStudent = {
  studentId: number;
  clazzId: number;
  absent: boolean;
  total: number | null;
  classRank: number | null;
  gradeRank: number | null;
  z: number | null;
  t: number | null;
  tier: TTier | null;
};

export type TStudentResult = TRankedStudent & {
  /** Per-question scores in paper order; null for an absent student. */
  scores: number[] | null;
  /** Mastery per knowledge point, aligned with TExamReport.knowledgePoints; null for an absent student. */
  knowledgeMastery: (number | null)[] | null;
};

export type TOptionCount = { option: string; count: number };

export type TOptionDistribution = {
  options: TOptionCount[];
  blank: number;
  /** Non-blank answers counted under no option (e.g. 'E' on an A-D question, 'AB' on a single choice). */
  other: number;
};

export type TQuestionStats = {
  participants: number;
  average: number | null;
  /** 得分率 / 难度系数 P = average / full score. */
  scoringRate: number | null;
  stdDev: number | null;
  /** 区分度 D by the 27% groups. */
  discrimination: number | null;
  /** Pearson correlation of the question score with the rest of the total. */
  itemRestCorrelation: number | null;
  fullMarkCount: number;
  zeroCount: number;
  /** Objective questions only (null for subjective ones). */
  optionDistribution: TOptionDistribution | null;
};

export type TQuestionReport = {
  questionId: number;
  fullScore: number;
  objective: boolean;
  grade: TQuestionStats;
  /** Keyed by clazzId. */
  classes: Record<number, TQuestionStats>;
};

export type TKnowledgePointReport = {
  kpId: number;
  questionIds: number[];
  fullScore: number;
  /** Keyed by clazzId; null for a class without participants. */
  classMastery: Record<number, number | null>;
  gradeMastery: number | null;
};

export type TExamReport = {
  fullScore: number;
  participants: number;
  absentStudentIds: number[];
  grade: TGroupStats;
  classes: TClassStats[];
  students: TStudentResult[];
  questions: TQuestionReport[];
  knowledgePoints: TKnowledgePointReport[];
  /** Cronbach's alpha over the questions. */
  alpha: number | null;
};

// ---- The all-subject total (总分) ----

export type TTotalSubject = { subjectId: number; fullScore: number };

export type TTotalStudent = { studentId: number; clazzId: number };

export type TTotalInput = {
  subjects: TTotalSubject[];
  students: TTotalStudent[];
  /** Row-major students × subjects: each student's total in each subject (ignored where absent). */
  totals: Float64Array;
  /** Row-major students × subjects: 1 where the student was absent from that subject. */
  absent: Uint8Array;
  settings: TStatsSettings;
};

export type TTotalStudentResult = TRankedStudent & {
  /** Per-subject totals in subject order; null for the subjects the student missed. */
  subjectScores: (number | null)[];
  absentSubjectIds: number[];
};

export type TSubjectInTotalReport = {
  subjectId: number;
  fullScore: number;
  /** Statistics over the total's participants only (see docs/statistics.md). */
  grade: TQuestionStats;
  classes: Record<number, TQuestionStats>;
};

export type TTotalReport = {
  fullScore: number;
  participants: number;
  absentStudentIds: number[];
  grade: TGroupStats;
  classes: TClassStats[];
  students: TTotalStudentResult[];
  subjects: TSubjectInTotalReport[];
};
