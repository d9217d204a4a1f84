/**
 * Where the personal section's rows and counters open: each thing on the screen where it lives
 * (校本资源, 教辅资料, 网课, the libraries, 组卷记录, 考试标注).
 */
import { ENGLISH_SUBJECT_IDS, MATHS_SUBJECT_IDS, type TPersonalUpload, type TTeacherCounters } from '@app/contract';
import { paths } from '../../../app/paths';

/** A row of 我的上传 → its screen: 校本试卷 → 我的校本试卷, 教辅资料 → its kind's tab, 网课视频 → its course's edit page. */
export function uploadHref(u: TPersonalUpload): string {
  if (u.kind === 'school_paper') return paths.schoolPaperMy;
  if (u.kind === 'school_resource') return `${paths.schoolResources}/${u.resourceKind ?? 'booklist'}`;
  return `${paths.courseEdit}?courseId=${u.courseId ?? ''}`;
}

export const courseEditHref = (courseId: number) => `${paths.courseEdit}?courseId=${courseId}`;
export const courseStatHref = (courseId: number) => `${paths.courseStat}?courseId=${courseId}`;

/**
 * A counter's screen for the current subject, or null where the product has none (collected
 * questions and error reports are counted but not listed anywhere yet).
 */
export function counterHref(key: keyof TTeacherCounters, subjectId: number | null, coursesShown: boolean): string | null {
  const english = subjectId != null && ENGLISH_SUBJECT_IDS.includes(subjectId);
  const maths = subjectId != null && MATHS_SUBJECT_IDS.includes(subjectId);
  switch (key) {
    case 'collectPaper':
      // The library's 我的收藏 filter lives in its address (?mine=1).
      return english ? `${paths.paperExcellentTestEn}?mine=1` : maths ? `${paths.paperFineTest}?mine=1` : null;
    case 'makePaper':
      return english || maths ? paths.testRecords : null;
    case 'examLabel':
      return paths.paperPersonalLabelTask;
    case 'onlineCourse':
      return coursesShown ? paths.paperPersonalCourseMy : null;
    default:
      return null;
  }
}

/** A file size for people: 812 KB, 3.4 MB, 2.1 GB. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v >= 100 ? Math.round(v) : Number(v.toFixed(1))} ${units[i]}`;
}
