/** Every /schoolpaper query's key starts here. */
export const SCHOOL_PAPER_KEY = ['schoolpaper'] as const;
export const SCHOOL_PAPERS_KEY = [...SCHOOL_PAPER_KEY, 'papers'] as const;
export const SCHOOL_PRINT_KEY = [...SCHOOL_PAPER_KEY, 'print'] as const;
