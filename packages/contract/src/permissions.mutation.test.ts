/**
 * Edges of the permission rules that mutation testing (docs/testing.md) found unchecked: teachers
 * holding several posts, the class-teacher type, platform subjects at the school-defined boundary
 * and the exact header menu.
 */
import { describe, expect, it } from 'vitest';
import { isClassTeacherType, isGradeLeader, menusFor, seesTeachingSupervision, subjectSelectorOptions, type TMenuContext } from './permissions.js';

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
  it('lists the menus with their labels and paths in the spec order', () => {
    expect(menusFor(ctx({ posts: [3], subjectId: 8 }))).toEqual([
      { key: 'home', label: '首页', path: '/home' },
      { key: 'academic', label: '学情分析', path: '/academic' },
      { key: 'marking', label: '网上阅卷', path: '/marking' },
      { key: 'paper', label: '组卷中心', path: '/paper' },
      { key: 'labelTask', label: '试卷标注', path: '/labelTask' },
      { key: 'vocabulary', label: '词汇训练', path: '/vocabulary' },
      { key: 'write', label: '精准写作', path: '/write' },
      { key: 'course', label: '网课', path: '/course' },
      { key: 'teaching', label: '教学督导', path: '/teaching' },
      { key: 'more', label: '更多', path: '/user' },
    ]);
    expect(menusFor(ctx({ subjectId: 9 })).find((m) => m.key === 'resources')).toEqual({ key: 'resources', label: '备课资源', path: '/paper/preparing' });
  });

  it('a teacher without a current subject still gets the subject-free menus', () => {
    expect(menusFor(ctx({ section: 0, subjectId: null })).map((m) => m.key)).toEqual(['academic', 'marking', 'paper', 'labelTask']);
  });
});
