import type { QueryClient } from '@tanstack/react-query';

/**
 * The /home counters (collectPaper, collectTopic, makePaper, topicError) count what the teacher
 * does here; they are cached under ['counters', subjectId] by the home page, refreshed after each change.
 */
export function refreshHomeCounters(qc: QueryClient): void {
  void qc.invalidateQueries({ queryKey: ['counters'] });
}
