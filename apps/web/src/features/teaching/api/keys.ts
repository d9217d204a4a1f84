/** Every /teaching query's key starts here. */
export const TEACHING_KEY = ['teaching'] as const;
