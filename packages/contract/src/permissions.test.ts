import { describe, expect, it } from 'vitest';
import {
  canViewMarkingPaper,
  hasPaperLibrary,
  isClassTeacherType,
  isGradeLeader,
  entryPosts,
  MENU_ENTRIES,
  menuEntriesFor,
  menusFor,
  preferredHomePath,
  resolveCurrentSubject,
  seesTeachingSupervision,
  subjectSelectorOptions,
  trialApplies,
  type TMenuArea,
  type TMenuContext,
} from './permissions.js';

const ctx = (over: Partial<TMenuContext> = {}): TMenuContext => ({
  posts: [4],
  section: 2,
  subjectId: 3,
  isExtendSubject: false,
  vocationalMode: false,
  teachingMode: false,
  trialMath: false,
  trialEnglish: false,
  ...over,
});

const school = [9, 3, 8, 12, 13, 14, 15, 16, 17, 29, 23, 28, 40].map((id) => ({ subjectId: id, subjectName: `s${id}` }));

describe('posts (spec section 6)', () => {
  it('posts 2, 3 and 5 are grade leaders; 1 and 4 are not', () => {
    expect([1, 2, 3, 4, 5].map((p) => isGradeLeader([p]))).toEqual([false, true, true, false, true]);
  });
  it('posts 3 and 5 see teaching supervision, never in secondary-vocational mode', () => {
    expect([1, 2, 3, 4, 5].map((p) => seesTeachingSupervision([p], false))).toEqual([false, false, true, false, true]);
    expect(seesTeachingSupervision([3, 5], true)).toBe(false);
  });
  it('marking papers: grade leaders, or the own teacher only when markType is 3', () => {
    expect(canViewMarkingPaper([2], false, 4)).toBe(true);
    expect(canViewMarkingPaper([4], true, 3)).toBe(true);
    expect(canViewMarkingPaper([4], true, 4)).toBe(false);
    expect(canViewMarkingPaper([1], false, 3)).toBe(false);
  });
});

describe('subject selector', () => {
  it('section 0 lists every subject of the school', () => {
    expect(subjectSelectorOptions(0, school, []).map((s) => s.subjectId)).toEqual(school.map((s) => s.subjectId));
  });
  it('senior teachers get the senior list in the spec order with its names', () => {
    const list = subjectSelectorOptions(2, school, [3]);
    expect(list.map((s) => `${s.subjectName}${s.subjectId}`)).toEqual(['语文9', '数学3', '英语8', '物理12', '化学13', '生物14', '政治15', '历史16', '地理17']);
  });
  it('junior teachers get the junior list', () => {
    expect(subjectSelectorOptions(1, school, [28]).map((s) => s.subjectId)).toEqual([29, 23, 28]);
  });
  it('school-defined subjects (ids above 18) are added for the teachers who teach them', () => {
    expect(subjectSelectorOptions(2, school, [40]).map((s) => s.subjectId).at(-1)).toBe(40);
    expect(subjectSelectorOptions(2, school, [3]).some((s) => s.subjectId === 40)).toBe(false);
  });
  it('only subjects the school offers are listed', () => {
    expect(subjectSelectorOptions(2, [{ subjectId: 3, subjectName: '数学' }], [3]).map((s) => s.subjectId)).toEqual([3]);
  });
  it('a remembered subject that is not allowed falls back to the own subject, then the first', () => {
    const allowed = subjectSelectorOptions(2, school, [8]);
    expect(resolveCurrentSubject(allowed, 12, [8])).toBe(12);
    expect(resolveCurrentSubject(allowed, 28, [8])).toBe(8);
    expect(resolveCurrentSubject(allowed, null, [99])).toBe(9);
    expect(resolveCurrentSubject([], 3, [3])).toBeNull();
  });
});

describe('menus and home', () => {
  const keys = (c: TMenuContext) => menusFor(c).map((m) => m.key);
  it('section 0 hides home', () => {
    expect(keys(ctx({ section: 0 }))).not.toContain('home');
    expect(keys(ctx())).toContain('home');
  });
  it('extended-subject teachers land on marking; section 0 has no home', () => {
    expect(preferredHomePath({ isExtendSubject: true, section: 2 })).toBe('/marking');
    expect(preferredHomePath({ isExtendSubject: false, section: 0 })).toBe('/academic');
    expect(preferredHomePath({ isExtendSubject: false, section: 2 })).toBe('/home');
  });
  it('paper libraries for maths and English; trial only outside teaching mode', () => {
    expect([3, 6, 8, 9, 23, 28].map(hasPaperLibrary)).toEqual([true, true, true, false, true, true]);
    expect(trialApplies(3, { teachingMode: false, trialMath: true, trialEnglish: false })).toBe(true);
    expect(trialApplies(3, { teachingMode: true, trialMath: true, trialEnglish: false })).toBe(false);
    expect(trialApplies(8, { teachingMode: false, trialMath: true, trialEnglish: false })).toBe(false);
    expect(trialApplies(9, { teachingMode: false, trialMath: true, trialEnglish: true })).toBe(false);
  });
});

// Edges that mutation testing (docs/testing.md) found unchecked: teachers holding several posts,
// the class-teacher type, platform subjects at the school-defined boundary and the exact header menu.
describe('teachers with several posts', () => {
  it('one leader post among others makes a grade leader; no post makes none', () => {
    expect(isGradeLeader([1, 2])).toBe(true);
    expect(isGradeLeader([4, 5])).toBe(true);
    expect(isGradeLeader([1, 4])).toBe(false);
    expect(isGradeLeader([])).toBe(false);
  });

  it('one supervision post among others shows teaching supervision', () => {
    expect(seesTeachingSupervision([1, 3], false)).toBe(true);
    expect(seesTeachingSupervision([4, 5], false)).toBe(true);
    expect(seesTeachingSupervision([1, 2, 4], false)).toBe(false);
  });

  it('posts 1-3 are of the class-teacher type, also beside other posts; 4 and 5 are not', () => {
    expect([[1], [2], [3], [4], [5], [], [4, 1], [5, 3]].map((posts) => isClassTeacherType(posts))).toEqual([true, true, true, false, false, false, true, true]);
  });
});

describe('subject selector at the school-defined boundary', () => {
  it('platform subjects outside the section’s list (6 数学, 18 理综) are not added even when taught; 19 and above are', () => {
    const school = [
      { subjectId: 3, subjectName: '数学' },
      { subjectId: 6, subjectName: '数学' },
      { subjectId: 18, subjectName: '理综' },
      { subjectId: 19, subjectName: '文综' },
    ];
    expect(subjectSelectorOptions(2, school, [6, 18, 19]).map((s) => s.subjectId)).toEqual([3, 19]);
  });
});

describe('header menu', () => {
  it('lists the built areas with their labels and paths in the spec order', () => {
    expect(menusFor(ctx({ posts: [3], subjectId: 8 }))).toEqual([
      { key: 'home', label: '首页', path: '/home' },
      { key: 'academic', label: '学情分析', path: '/academic' },
      { key: 'marking', label: '网上阅卷', path: '/marking' },
      { key: 'paper', label: '组卷中心', path: '/paper' },
      { key: 'labelTask', label: '考试标注', path: '/labelTask' },
      { key: 'teaching', label: '教学督导', path: '/teaching' },
      { key: 'english', label: '英语资源', path: '/vocabulary' },
      { key: 'schoolPaper', label: '校本资源', path: '/schoolpaper' },
      { key: 'course', label: '网课', path: '/course' },
      { key: 'joint', label: '联考', path: '/jointcontainer' },
    ]);
  });

  it('a teacher without a current subject still gets the subject-free menus', () => {
    expect(menusFor(ctx({ section: 0, subjectId: null })).map((m) => m.key)).toEqual(['academic', 'marking', 'labelTask', 'schoolPaper', 'joint']);
  });

  it('offers no entry for an area that is not built', () => {
    const all = MENU_ENTRIES.map((e) => e.key as string);
    for (const unbuilt of ['template', 'resources', 'more']) expect(all).not.toContain(unbuilt);
  });

  it('教学督导 is for posts 3 and 5 and not shown in secondary-vocational mode', () => {
    expect(menusFor(ctx({ posts: [5], subjectId: 3 })).map((m) => m.key)).toContain('teaching');
    expect(menusFor({ ...ctx({ posts: [5], subjectId: 3 }), vocationalMode: true }).map((m) => m.key)).not.toContain('teaching');
    expect(menusFor({ ...ctx({ posts: [3], subjectId: 3 }), vocationalMode: true }).map((m) => m.key)).not.toContain('teaching');
    expect(menusFor(ctx({ posts: [2], subjectId: 3 })).map((m) => m.key)).not.toContain('teaching');
    expect(entryPosts('teaching')).toEqual([3, 5]);
  });
});

describe('the menu rule table, for each post and subject the spec names (section 6)', () => {
  const SENIOR = [9, 3, 8, 12, 13, 14, 15, 16, 17];
  const JUNIOR = [29, 23, 28];
  const entries = (area: TMenuArea, c: Partial<TMenuContext>) => menuEntriesFor(area, ctx(c)).map((e) => e.key);
  const academicAll = ['examdetail', 'examgroup', 'classfocus', 'studentanalyse', 'trend', 'examhistory', 'rankinglist', 'applylist', 'wrongtopic', 'reportsetting'];
  const markingAll = ['markingList', 'markingAssign', 'markingProgress', 'markingProblem', 'markingArbitration', 'markingSpecialAnswer', 'markingAutoJdt', 'markingAudit', 'markingSupervise'];

  for (const post of [1, 2, 3, 4, 5]) {
    for (const subjectId of [...SENIOR, ...JUNIOR, 40]) {
      it(`post ${post}, subject ${subjectId}`, () => {
        const c = { posts: [post], subjectId, section: JUNIOR.includes(subjectId) ? 1 : 2 };
        // The paper centre (maths and English paper libraries) for maths and English only.
        const paper = [3, 23, 8, 28].includes(subjectId);
        // 教务管理 for the school master (and administrator accounts, below).
        // 考试标注 for everyone; 教学督导 for posts 3 and 5.
        // 英语资源 (vocabulary) for English teachers only.
        const english = [8, 28].includes(subjectId);
        expect(entries('header', c)).toEqual(['home', 'academic', 'marking', ...(paper ? ['paper'] : []), 'labelTask', ...([3, 5].includes(post) ? ['teaching'] : []), ...(english ? ['english'] : []), 'schoolPaper', 'course', 'joint', ...(post === 5 ? ['admin'] : [])]);
        // 网课 for every teacher outside section 0: 我的网课 and 学习统计.
        expect(entries('course', c)).toEqual(['courseMy', 'courseStat']);
        // 校本资源 for every teacher: 我的校本试卷, 作业, 学校资源 (the school's shared papers), 打印任务, 教辅资料.
        expect(entries('school', c)).toEqual(['schoolPaperMy', 'schoolPaperHomework', 'schoolPaperShared', 'schoolPaperPrint', 'schoolResources']);
        expect(entries('english', c)).toEqual(english ? ['vocabularyList', 'writeList', 'templateWord', 'templatePhrase', 'templateEssay', 'templateWrite', 'templateJournal', 'templateSecondRound'] : []);
        // 成绩排名 (the total over all subjects) for class teachers, grade leaders and the master, not post 4.
        expect(entries('academic', c)).toEqual(academicAll.filter((k) => k !== 'rankinglist' || post !== 4));
        // 阅卷督导 for grade leaders and the master (posts 2, 3, 5).
        expect(entries('marking', c)).toEqual(markingAll.filter((k) => k !== 'markingSupervise' || [2, 3, 5].includes(post)));
        // 学生账号 (个人中心) for class teachers, grade leaders and the master, and for English teachers.
        expect(entries('user', c)).toEqual(post !== 4 || [8, 28].includes(subjectId) ? ['studentAccount'] : []);
        // 组卷中心 → 我的: the paper centre's audience (maths and English), every post.
        expect(entries('paperPersonal', c)).toEqual(paper ? ['paperPersonalCourse', 'paperPersonalUpload', 'paperPersonalLabel', 'paperPersonalInfo', 'paperPersonalAnswerSheet'] : []);
      });
    }
  }

  it('section 0 (all subjects) hides home and 网课 for every post', () => {
    for (const post of [1, 2, 3, 4, 5]) {
      expect(entries('header', { posts: [post], section: 0, subjectId: 3 })).toEqual(['academic', 'marking', 'paper', 'labelTask', ...([3, 5].includes(post) ? ['teaching'] : []), 'schoolPaper', 'joint', ...(post === 5 ? ['admin'] : [])]);
      expect(entries('course', { posts: [post], section: 0, subjectId: 3 })).toEqual([]);
      // 组卷中心 → 我的 stays, without 我的网课 (the course routes refuse section 0).
      expect(entries('paperPersonal', { posts: [post], section: 0, subjectId: 3 })).toEqual(['paperPersonalUpload', 'paperPersonalLabel', 'paperPersonalInfo', 'paperPersonalAnswerSheet']);
      expect(entries('paperPersonal', { posts: [post], section: 0, subjectId: 9 })).toEqual([]);
    }
  });

  it('组卷中心 → 我的 has the paper centre’s audience and the spec’s paths', () => {
    expect(menuEntriesFor('paperPersonal', ctx({ subjectId: 8 }))).toEqual([
      { key: 'paperPersonalCourse', label: '我的网课', path: '/paper/personal/course/my' },
      { key: 'paperPersonalUpload', label: '我的上传', path: '/paper/personal/upload' },
      { key: 'paperPersonalLabel', label: '我的标注任务', path: '/paper/personal/label_task' },
      { key: 'paperPersonalInfo', label: '基本信息', path: '/paper/personalresources/basicInformation' },
      { key: 'paperPersonalAnswerSheet', label: '答题卡', path: '/paper/personalresources/answersheet' },
    ]);
    // A teacher without a current subject sees none of it, as the header has no 组卷中心 for them.
    expect(menuEntriesFor('paperPersonal', ctx({ subjectId: null }))).toEqual([]);
    expect(entryPosts('paperPersonalUpload')).toEqual(entryPosts('paper'));
  });

  it('a school administrator account sees 教务管理 alone and lands there', () => {
    const admin = { ...ctx({ posts: [], subjectId: null }), accountKind: 2 };
    for (const area of ['header', 'academic', 'marking', 'user', 'english', 'school', 'course', 'paperPersonal'] as const) expect(menuEntriesFor(area, admin).map((e) => e.key)).toEqual(area === 'header' ? ['admin'] : []);
    expect(preferredHomePath({ isExtendSubject: false, section: 2, accountKind: 2 })).toBe('/admin');
    expect(preferredHomePath({ isExtendSubject: false, section: 2, accountKind: 1 })).toBe('/home');
  });

  it('several posts: the widest one counts', () => {
    expect(entries('academic', { posts: [4, 1] })).toContain('rankinglist');
    expect(entries('marking', { posts: [4, 5] })).toContain('markingSupervise');
    expect(entries('marking', { posts: [1, 4] })).not.toContain('markingSupervise');
  });

  it('the server checks the same posts: 成绩排名 and 阅卷督导', () => {
    expect(entryPosts('rankinglist')).toEqual([1, 2, 3, 5]);
    expect(entryPosts('markingSupervise')).toEqual([2, 3, 5]);
    expect(entryPosts('examgroup')).toEqual([1, 2, 3, 4, 5]);
  });
});
