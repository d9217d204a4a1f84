/** Every /course query's key starts here (lists, a course, its statistics). */
export const COURSE_KEY = ['course'] as const;
export const COURSES_KEY = [...COURSE_KEY, 'list'] as const;
export const courseKey = (courseId: number) => [...COURSE_KEY, 'detail', courseId] as const;
export const COURSE_STAT_KEY = [...COURSE_KEY, 'stat'] as const;
/**
 * Posters and play tickets sit outside COURSE_KEY: a change to a course invalidates its data, and
 * must not fetch every poster on the page again.
 */
export const COURSE_MEDIA_KEY = ['course-media'] as const;
