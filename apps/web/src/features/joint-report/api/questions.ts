import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointQuestions } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/questions (ZJointQuestions): each question's union figures and every school's scoring rate (小题得分). */
export const questionsQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'questions', subjectId], queryFn: () => getReport<TJointQuestions>(jointId, 'questions', { subjectId }), placeholderData: keepPreviousData });
