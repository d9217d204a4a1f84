import { describe, expect, it } from 'vitest';
import type { TPersonalUpload } from '@app/contract';
import { counterHref, fileSizeText, uploadHref } from './links';

const upload = (patch: Partial<TPersonalUpload>): TPersonalUpload => ({
  kind: 'school_paper',
  id: 1,
  name: '周测',
  subjectId: 3,
  subjectName: '数学',
  fileType: 'pdf',
  fileName: '周测.pdf',
  fileSize: 1000,
  createdAt: '2026-11-20T02:00:00.000Z',
  resourceKind: null,
  courseId: null,
  courseName: null,
  ...patch,
});

describe('personal section links', () => {
  it('opens each upload where it lives', () => {
    expect(uploadHref(upload({}))).toBe('/schoolpaper/my');
    expect(uploadHref(upload({ kind: 'school_resource', resourceKind: 'knowledge' }))).toBe('/schoolresources/knowledge');
    expect(uploadHref(upload({ kind: 'course_video', courseId: 7 }))).toBe('/course/edit?courseId=7');
  });

  it('links the counters that have a screen, by the current subject', () => {
    expect(counterHref('collectPaper', 3, true)).toBe('/paper/test_sel_topic/fine_test?mine=1');
    expect(counterHref('collectPaper', 8, true)).toBe('/paper/test_sel_topic/excellent_test_en?mine=1');
    expect(counterHref('makePaper', 28, true)).toBe('/testRecords');
    expect(counterHref('examLabel', 3, true)).toBe('/paper/personal/label_task');
    expect(counterHref('onlineCourse', 3, true)).toBe('/paper/personal/course/my');
    expect(counterHref('onlineCourse', 3, false)).toBeNull();
    expect(counterHref('collectTopic', 3, true)).toBeNull();
    expect(counterHref('topicError', 3, true)).toBeNull();
    expect(counterHref('collectPaper', 9, true)).toBeNull();
  });

  it('writes sizes for people', () => {
    expect([512, 2048, 1_572_864, 3_500_000_000, 150 * 1024 * 1024].map(fileSizeText)).toEqual(['512 B', '2 KB', '1.5 MB', '3.3 GB', '150 MB']);
  });
});
