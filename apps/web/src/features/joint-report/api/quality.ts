import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TJointQuality } from '@app/contract';
import { jointReportKey } from './keys';
import { getReport } from './report-get';

/** GET /joint/:jointId/report/quality (ZJointQuality): the paper's quality over the whole union (试卷质量); a subject, never the 总分. */
export const qualityQuery = (jointId: number, subjectId: number) =>
  queryOptions({ queryKey: [...jointReportKey(jointId), 'quality', subjectId], queryFn: () => getReport<TJointQuality>(jointId, 'quality', { subjectId }), placeholderData: keepPreviousData });
