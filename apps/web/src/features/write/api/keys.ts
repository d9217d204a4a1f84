/** Every /write query's key starts here; tasks (and everything read from them) have their own branch to invalidate. */
export const WRITE_KEY = ['write'] as const;
export const WRITE_TASKS_KEY = [...WRITE_KEY, 'tasks'] as const;
/** Submissions, essays and reports change with every essay handed in or scored: always fetched afresh. */
export const WRITE_REPORT_KEY = [...WRITE_TASKS_KEY, 'report'] as const;
