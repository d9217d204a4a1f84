/**
 * Permission rules derived from posts, section and school modes (spec section 6).
 * Pure functions shared by the server (enforcement) and the web client (menus).
 */
import {
  ENGLISH_SUBJECT_IDS,
  JUNIOR_SUBJECTS,
  MATHS_SUBJECT_IDS,
  POST,
  RESOURCE_JUMP_SUBJECT_IDS,
  SCHOOL_DEFINED_SUBJECT_MIN_EXCLUSIVE,
  SECTION,
  SENIOR_SUBJECTS,
  TRIAL_SUBJECT_IDS,
  type TSubjectOption,
} from './constants.js';

/** Posts 2, 3 and 5: the grade leaders and the school master. */
export const GRADE_LEADER_POSTS: readonly number[] = [POST.CLASS_TEACHER_GRADE_LEADER, POST.CLASS_TEACHER_GRADE_LEADER_SUPERVISION, POST.SCHOOL_MASTER];
const SUPERVISION_POSTS: readonly number[] = [POST.CLASS_TEACHER_GRADE_LEADER_SUPERVISION, POST.SCHOOL_MASTER];

/** Posts 2, 3 and 5 are grade leaders: they see every class (of their grades; a school master of the school). */
export function isGradeLeader(posts: readonly number[]): boolean {
  return posts.some((p) => GRADE_LEADER_POSTS.includes(p));
}

export function isSchoolMaster(posts: readonly number[]): boolean {
  return posts.includes(POST.SCHOOL_MASTER);
}

/** Posts 1-3 are of the class-teacher type. */
export function isClassTeacherType(posts: readonly number[]): boolean {
  return posts.some((p) => p === 1 || p === 2 || p === 3);
}

/** Posts 3 and 5 see the teaching supervision menu, except in secondary-vocational mode. */
export function seesTeachingSupervision(posts: readonly number[], vocationalMode: boolean): boolean {
  return !vocationalMode && posts.some((p) => SUPERVISION_POSTS.includes(p));
}

/** The school master has a fixed menu. */
export function hasFixedMenu(posts: readonly number[]): boolean {
  return isSchoolMaster(posts);
}

/**
 * Marking papers may be viewed by grade leaders, or by the answer's own teacher when the
 * exam's markType is 3 (section 6).
 */
export function canViewMarkingPaper(posts: readonly number[], isOwnTeacher: boolean, markType: number): boolean {
  return isGradeLeader(posts) || (isOwnTeacher && markType === 3);
}

export type TSubjectLike = { subjectId: number; subjectName: string };

/**
 * The subject selector (section 6): every subject the school offers when the section is 0,
 * otherwise the junior list for junior teachers and the senior list for the others; school-defined
 * subjects (ids above 18) that the teacher teaches are appended.
 */
export function subjectSelectorOptions(
  section: number,
  schoolSubjects: readonly TSubjectLike[],
  teacherSubjectIds: readonly number[],
): TSubjectOption[] {
  const offered = new Set(schoolSubjects.map((s) => s.subjectId));
  if (section === SECTION.ALL) {
    return schoolSubjects.map((s) => ({ subjectId: s.subjectId, subjectName: s.subjectName }));
  }
  const base = section === SECTION.JUNIOR ? JUNIOR_SUBJECTS : SENIOR_SUBJECTS;
  const list: TSubjectOption[] = base.filter((s) => offered.has(s.subjectId)).map((s) => ({ ...s }));
  for (const s of schoolSubjects) {
    if (s.subjectId > SCHOOL_DEFINED_SUBJECT_MIN_EXCLUSIVE && teacherSubjectIds.includes(s.subjectId) && !list.some((x) => x.subjectId === s.subjectId)) {
      list.push({ subjectId: s.subjectId, subjectName: s.subjectName });
    }
  }
  return list;
}

/**
 * Chooses the current subject (section 4): the remembered one if allowed, else the teacher's own
 * first allowed subject, else the first allowed subject.
 */
export function resolveCurrentSubject(
  allowed: readonly TSubjectOption[],
  remembered: number | null | undefined,
  teacherSubjectIds: readonly number[],
): number | null {
  if (allowed.length === 0) return null;
  if (remembered != null && allowed.some((s) => s.subjectId === remembered)) return remembered;
  const own = teacherSubjectIds.find((id) => allowed.some((s) => s.subjectId === id));
  return own ?? allowed[0]!.subjectId;
}

export type TMenuContext = {
  posts: readonly number[];
  section: number;
  subjectId: number | null;
  isExtendSubject: boolean;
  vocationalMode: boolean;
  teachingMode: boolean;
  trialMath: boolean;
  trialEnglish: boolean;
};

export type TMenuKey =
  | 'home'
  | 'academic'
  | 'marking'
  | 'paper'
  | 'labelTask'
  | 'vocabulary'
  | 'write'
  | 'resources'
  | 'course'
  | 'teaching'
  | 'more';

export type TMenuItem = { key: TMenuKey; label: string; path: string };

const MENU_DEFS: readonly TMenuItem[] = [
  { key: 'home', label: '首页', path: '/home' },
  { key: 'academic', label: '学情分析', path: '/academic' },
  { key: 'marking', label: '网上阅卷', path: '/marking' },
  { key: 'paper', label: '组卷中心', path: '/paper' },
  { key: 'labelTask', label: '试卷标注', path: '/labelTask' },
  { key: 'vocabulary', label: '词汇训练', path: '/vocabulary' },
  { key: 'write', label: '精准写作', path: '/write' },
  { key: 'resources', label: '备课资源', path: '/paper/preparing' },
  { key: 'course', label: '网课', path: '/course' },
  { key: 'teaching', label: '教学督导', path: '/teaching' },
  { key: 'more', label: '更多', path: '/user' },
];

/** The header menu the teacher's posts, section, subject and modes allow (section 6). */
export function menusFor(ctx: TMenuContext): TMenuItem[] {
  const subject = ctx.subjectId ?? -1;
  const english = ENGLISH_SUBJECT_IDS.includes(subject);
  const allowed = (key: TMenuKey): boolean => {
    switch (key) {
      case 'home':
      case 'course':
      case 'more':
        return ctx.section !== SECTION.ALL;
      case 'vocabulary':
      case 'write':
        return english;
      case 'resources':
        return RESOURCE_JUMP_SUBJECT_IDS.includes(subject);
      case 'teaching':
        return seesTeachingSupervision(ctx.posts, ctx.vocationalMode);
      default:
        return true;
    }
  };
  return MENU_DEFS.filter((m) => allowed(m.key));
}

/** Whether the maths / English fine-quality paper libraries apply to a subject. */
export function hasPaperLibrary(subjectId: number): boolean {
  return MATHS_SUBJECT_IDS.includes(subjectId) || ENGLISH_SUBJECT_IDS.includes(subjectId);
}

/** Trial access for maths (3) and English (8) applies only when not in teaching mode. */
export function trialApplies(subjectId: number, ctx: Pick<TMenuContext, 'teachingMode' | 'trialMath' | 'trialEnglish'>): boolean {
  if (ctx.teachingMode || !TRIAL_SUBJECT_IDS.includes(subjectId)) return false;
  return subjectId === 3 ? ctx.trialMath : ctx.trialEnglish;
}

/** Where "home" is for a teacher: extended-subject teachers land on marking; section 0 has no home. */
export function preferredHomePath(ctx: Pick<TMenuContext, 'isExtendSubject' | 'section'>): string {
  if (ctx.isExtendSubject) return '/marking';
  if (ctx.section === SECTION.ALL) return '/academic';
  return '/home';
}
