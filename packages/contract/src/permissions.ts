/**
 * Permission rules derived from posts, section and school modes (spec section 6).
 * Pure functions shared by the server (enforcement) and the web client (menus).
 */
import {
  ENGLISH_SUBJECT_IDS,
  JUNIOR_SUBJECTS,
  MATHS_SUBJECT_IDS,
  POST,
  SCHOOL_DEFINED_SUBJECT_MIN_EXCLUSIVE,
  SECTION,
  SENIOR_SUBJECTS,
  TRIAL_SUBJECT_IDS,
  type TSubjectOption,
} from './constants.js';

/** The school administrator account kind (ACCOUNT_KIND.SCHOOL_ADMIN in schemas/admin.ts). */
const ACCOUNT_KIND_SCHOOL_ADMIN = 2;

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

/**
 * Who may see a menu entry (spec section 6). Every condition given must hold: at least one of
 * `posts`, a current subject among `subjects`, a section not among `hiddenInSections`. An entry
 * without conditions is for every teacher.
 */
export type TEntryAudience = {
  posts?: readonly number[];
  subjects?: readonly number[];
  hiddenInSections?: readonly number[];
  /** Not shown when the school runs in secondary-vocational mode (school.isVocational). */
  hiddenInVocationalMode?: boolean;
  /** Also for school administrator accounts (who see no other entry). */
  schoolAdmin?: boolean;
  /** At least one of these audiences must hold as well (an "or" of conditions, e.g. some posts or some subjects). */
  anyOf?: readonly TEntryAudience[];
};

/** Which menu an entry belongs to: the site header, or an area's own section menu (user: 个人中心's side menu; english: 英语资源's; school: 校本资源's; course: 网课's; paperPersonal: 组卷中心 → 我的's side menu). */
export type TMenuArea = 'header' | 'academic' | 'marking' | 'user' | 'english' | 'school' | 'course' | 'paperPersonal';

export type TMenuEntry = { key: string; label: string; path: string; area: TMenuArea; who: TEntryAudience };

/** Posts 1-3 and 5: class teachers, grade leaders and the school master, who may read a group's total over all subjects. */
export const TOTAL_RANKING_POSTS: readonly number[] = [POST.CLASS_TEACHER, ...GRADE_LEADER_POSTS];

/** The paper centre's audience (section 6: the paper libraries are for maths and English): its header entry and its personal section. */
const PAPER_AUDIENCE: TEntryAudience = { subjects: [...MATHS_SUBJECT_IDS, ...ENGLISH_SUBJECT_IDS] };

/**
 * The menus' one rule table: each entry, its route and who may see it. The header, the areas'
 * section menus and the server's post checks (a route's `posts`, by `entryPosts`) all read it, so
 * a menu never offers a screen the server refuses. Only areas whose screens are built have an
 * entry (a new area adds its entry here); rules that depend on data rather than on posts, subject
 * and section (an exam's manager, a group's arbiter) stay with the screens that know the data.
 */
export const MENU_ENTRIES = [
  { key: 'home', label: '首页', path: '/home', area: 'header', who: { hiddenInSections: [SECTION.ALL] } },
  { key: 'academic', label: '学情分析', path: '/academic', area: 'header', who: {} },
  { key: 'marking', label: '网上阅卷', path: '/marking', area: 'header', who: {} },
  // The paper centre is the maths and English paper libraries (section 6: subject ids decide menus).
  { key: 'paper', label: '组卷中心', path: '/paper', area: 'header', who: PAPER_AUDIENCE },
  // Exam tagging: every teacher tags the exams of their subject and classes (docs/label.md).
  { key: 'labelTask', label: '考试标注', path: '/labelTask', area: 'header', who: {} },
  // Teaching supervision: posts 3 and 5, not in secondary-vocational mode (docs/teaching.md).
  { key: 'teaching', label: '教学督导', path: '/teaching', area: 'header', who: { posts: SUPERVISION_POSTS, hiddenInVocationalMode: true } },
  // English resources (docs/vocabulary.md): for English teachers only (section 6: vocabulary and
  // precision teaching for English); other teachers who open /vocabulary read /isnotvocabulary.
  { key: 'english', label: '英语资源', path: '/vocabulary', area: 'header', who: { subjects: ENGLISH_SUBJECT_IDS } },
  // 校本资源 (docs/school-paper.md): every teacher; the records decide what each may change.
  { key: 'schoolPaper', label: '校本资源', path: '/schoolpaper', area: 'header', who: {} },
  // 网课 (docs/course.md): every teacher, except in section 0 (the whole-school view), which hides it (section 6).
  { key: 'course', label: '网课', path: '/course', area: 'header', who: { hiddenInSections: [SECTION.ALL] } },
  // 联考 (docs/joint.md): every teacher; the list shows what the school takes part in (masters also the invitations), the server decides per joint exam.
  { key: 'joint', label: '联考', path: '/jointcontainer', area: 'header', who: {} },
  // School administration: the school master and the school administrator accounts (docs/admin.md).
  { key: 'admin', label: '教务管理', path: '/admin', area: 'header', who: { posts: [POST.SCHOOL_MASTER], schoolAdmin: true } },

  { key: 'examdetail', label: '考试分析', path: '/academic/examdetail', area: 'academic', who: {} },
  { key: 'examgroup', label: '考试管理', path: '/academic/examgroup', area: 'academic', who: {} },
  { key: 'classfocus', label: '班级关注', path: '/academic/classfocus', area: 'academic', who: {} },
  { key: 'studentanalyse', label: '学生分析', path: '/academic/studentanalyse', area: 'academic', who: {} },
  { key: 'trend', label: '成绩趋势', path: '/academic/trend', area: 'academic', who: {} },
  { key: 'examhistory', label: '历史考试', path: '/academic/examhistory', area: 'academic', who: {} },
  // The total spans every subject: not for single-subject teachers (post 4).
  { key: 'rankinglist', label: '成绩排名', path: '/academic/rankinglist', area: 'academic', who: { posts: TOTAL_RANKING_POSTS } },
  { key: 'applylist', label: '成绩复核', path: '/academic/applylist', area: 'academic', who: {} },
  { key: 'wrongtopic', label: '错题重练', path: '/academic/wrongtopic', area: 'academic', who: {} },
  // Everyone reads the report settings; changing them is for grade leaders (the screen says so).
  { key: 'reportsetting', label: '报告设置', path: '/academic/reportsetting', area: 'academic', who: {} },

  { key: 'markingList', label: '阅卷任务', path: '/marking/list', area: 'marking', who: {} },
  { key: 'markingAssign', label: '阅卷设置', path: '/marking/assign', area: 'marking', who: {} },
  { key: 'markingProgress', label: '阅卷进度', path: '/marking/progress', area: 'marking', who: {} },
  { key: 'markingProblem', label: '问题卷', path: '/marking/problem', area: 'marking', who: {} },
  { key: 'markingArbitration', label: '仲裁', path: '/marking/arbitration', area: 'marking', who: {} },
  { key: 'markingSpecialAnswer', label: '典型答卷', path: '/marking/specialanswer', area: 'marking', who: {} },
  { key: 'markingAutoJdt', label: '空白卷识别', path: '/marking/autojdt', area: 'marking', who: {} },
  { key: 'markingAudit', label: '空白卷审核', path: '/marking/audit', area: 'marking', who: {} },
  { key: 'markingSupervise', label: '阅卷督导', path: '/marking/progresssupervise', area: 'marking', who: { posts: GRADE_LEADER_POSTS } },

  // Student accounts (docs/student.md): class teachers, grade leaders and the master (posts 1-3, 5)
  // or an English teacher; the server lists only the classes each may manage (班主任, English
  // teacher of the class, the grade's leaders, the master).
  { key: 'studentAccount', label: '学生账号', path: '/user/students', area: 'user', who: { anyOf: [{ posts: TOTAL_RANKING_POSTS }, { subjects: ENGLISH_SUBJECT_IDS }] } },

  { key: 'vocabularyList', label: '词汇训练', path: '/vocabulary/list', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'writeList', label: '写作训练', path: '/write/list', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templateWord', label: '话题词汇', path: '/template/word', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templatePhrase', label: '短语', path: '/template/phrase', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templateEssay', label: '范文', path: '/template/essay', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templateWrite', label: '写作模板', path: '/template/write', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templateJournal', label: '外刊阅读', path: '/template/foreignjournal', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },
  { key: 'templateSecondRound', label: '二轮复习', path: '/template/secondroundpreparation', area: 'english', who: { subjects: ENGLISH_SUBJECT_IDS } },

  { key: 'schoolPaperMy', label: '我的校本试卷', path: '/schoolpaper/my', area: 'school', who: {} },
  { key: 'schoolPaperHomework', label: '作业', path: '/schoolpaper/homework', area: 'school', who: {} },
  { key: 'schoolPaperShared', label: '学校资源', path: '/schoolpaper/school', area: 'school', who: {} },
  { key: 'schoolPaperPrint', label: '打印任务', path: '/schoolpaper/print', area: 'school', who: {} },
  { key: 'schoolResources', label: '教辅资料', path: '/schoolresources', area: 'school', who: {} },

  { key: 'courseMy', label: '我的网课', path: '/course/my', area: 'course', who: { hiddenInSections: [SECTION.ALL] } },
  { key: 'courseStat', label: '学习统计', path: '/course/stat', area: 'course', who: { hiddenInSections: [SECTION.ALL] } },

  // 组卷中心 → 我的 (docs/paper-centre.md "Personal section"): the paper centre's audience. 我的网课
  // also follows 网课's rule (section 0 has no courses: the course routes refuse it).
  { key: 'paperPersonalCourse', label: '我的网课', path: '/paper/personal/course/my', area: 'paperPersonal', who: { ...PAPER_AUDIENCE, hiddenInSections: [SECTION.ALL] } },
  { key: 'paperPersonalUpload', label: '我的上传', path: '/paper/personal/upload', area: 'paperPersonal', who: PAPER_AUDIENCE },
  { key: 'paperPersonalLabel', label: '我的标注任务', path: '/paper/personal/label_task', area: 'paperPersonal', who: PAPER_AUDIENCE },
  { key: 'paperPersonalInfo', label: '基本信息', path: '/paper/personalresources/basicInformation', area: 'paperPersonal', who: PAPER_AUDIENCE },
  { key: 'paperPersonalAnswerSheet', label: '答题卡', path: '/paper/personalresources/answersheet', area: 'paperPersonal', who: PAPER_AUDIENCE },
] as const satisfies readonly TMenuEntry[];

export type TMenuKey = (typeof MENU_ENTRIES)[number]['key'];
export type TMenuItem = { key: TMenuKey; label: string; path: string };

/** Whether a teacher of these posts, section and current subject may see the entry. */
export function entryVisible(who: TEntryAudience, ctx: Pick<TMenuContext, 'posts' | 'section' | 'subjectId'> & { accountKind?: number; vocationalMode?: boolean }): boolean {
  // A school administrator account sees the entries for administrators and nothing else.
  if (ctx.accountKind === ACCOUNT_KIND_SCHOOL_ADMIN) return who.schoolAdmin === true;
  if (who.posts && !ctx.posts.some((p) => who.posts!.includes(p))) return false;
  if (who.subjects && (ctx.subjectId == null || !who.subjects.includes(ctx.subjectId))) return false;
  if (who.hiddenInSections?.includes(ctx.section)) return false;
  if (who.hiddenInVocationalMode && ctx.vocationalMode) return false;
  if (who.anyOf && !who.anyOf.some((w) => entryVisible(w, ctx))) return false;
  return true;
}

/** The entries of one menu the teacher may see, in the table's order. */
export function menuEntriesFor(area: TMenuArea, ctx: Pick<TMenuContext, 'posts' | 'section' | 'subjectId'> & { accountKind?: number; vocationalMode?: boolean }): TMenuItem[] {
  return MENU_ENTRIES.filter((e) => e.area === area && entryVisible(e.who, ctx)).map(({ key, label, path }) => ({ key, label, path }));
}

/** The header menu the teacher's posts, section and subject allow (section 6). */
export function menusFor(ctx: TMenuContext & { accountKind?: number }): TMenuItem[] {
  return menuEntriesFor('header', ctx);
}

/** The posts an entry is for, for the server's check on the routes behind it (all posts when it names none). */
export function entryPosts(key: TMenuKey): readonly number[] {
  const e: TMenuEntry = MENU_ENTRIES.find((x) => x.key === key)!;
  return e.who.posts ?? [1, 2, 3, 4, 5];
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
export function preferredHomePath(ctx: Pick<TMenuContext, 'isExtendSubject' | 'section'> & { accountKind?: number }): string {
  if (ctx.accountKind === ACCOUNT_KIND_SCHOOL_ADMIN) return '/admin';
  if (ctx.isExtendSubject) return '/marking';
  if (ctx.section === SECTION.ALL) return '/academic';
  return '/home';
}
