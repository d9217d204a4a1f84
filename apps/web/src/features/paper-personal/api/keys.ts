/** Every query of the section starts here. */
export const PERSONAL_KEY = ['paper-personal'] as const;
