/** Every label query's key starts here, so a write can refresh the list, the count and the page at once. */
export const LABEL_KEY = ['label'] as const;
