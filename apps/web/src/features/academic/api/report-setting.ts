import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReportSettings } from '@app/contract';
import { http } from '../../../lib/http';

/** The school's report settings (lines, bands, tiers, list thresholds). */
export const reportSettingQuery = () => queryOptions({ queryKey: ['academic', 'report-setting'], queryFn: () => http.get<TReportSettings>('/academic/report-setting') });

/** Saves the settings (grade leaders and the school master); every report is recomputed with them. */
export function useSaveReportSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TReportSettings) => http.put<TReportSettings>('/academic/report-setting', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['academic'] }),
  });
}
