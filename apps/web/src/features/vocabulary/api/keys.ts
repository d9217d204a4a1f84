/** Every /vocabulary query's key starts here; lists and puts have their own branch to invalidate. */
export const VOCABULARY_KEY = ['vocabulary'] as const;
export const VOCAB_LISTS_KEY = [...VOCABULARY_KEY, 'lists'] as const;
export const VOCAB_PUTS_KEY = [...VOCABULARY_KEY, 'puts'] as const;
/** The reports of a put (answers change them: always fetched afresh). */
export const VOCAB_REPORT_KEY = [...VOCAB_PUTS_KEY, 'report'] as const;
