import { queryOptions } from '@tanstack/react-query';
import { MATHS_SUBJECT_IDS, type TPaperAnalysis } from '@app/contract';
import { http } from '../../lib/http';

/**
 * The paper analysis by paper type (1 fine paper, 2 paper record) and id: maths
 * /paper/math/analysis/{paperType}/{paperId}, English /paper/english/analysis/{paperType}/{paperId}.
 * Quiet: a failure clears the view without a notice (spec sections 4 and 8).
 */
export const paperAnalysisQuery = (paperId: number, paperType: number, subjectId: number) => {
  const family = MATHS_SUBJECT_IDS.includes(subjectId) ? 'math' : 'english';
  return queryOptions({
    queryKey: ['paper-analysis', family, paperType, paperId],
    queryFn: () => http.get<TPaperAnalysis>(`/paper/${family}/analysis/${paperType}/${paperId}`, undefined, { quiet: true }),
    retry: false,
  });
};
