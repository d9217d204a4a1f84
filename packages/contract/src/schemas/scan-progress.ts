/**
 * Processing progress of a scan import (docs/marking-scans.md): the upload dialog makes up an id,
 * sends it with the ZIP and polls the stage while the upload request runs.
 */
import { z } from 'zod';

const progressId = z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: '进度ID只能是8-64位字母、数字或连字符' });

export const ZScanImportQuery = z.object({ progressId: progressId.optional() });
export const ZScanProgressParams = z.object({ progressId });

export const SCAN_STAGES = ['read', 'save', 'done', 'failed'] as const;
export const ZScanProgress = z.object({
  stage: z.enum(SCAN_STAGES),
  /** 正在读取并处理图片, 正在保存答卷 … */
  stageName: z.string(),
  /** Files of the ZIP handled so far (read), answers to save (save); 0 when not counted. */
  done: z.number(),
  total: z.number(),
});
export type TScanProgress = z.infer<typeof ZScanProgress>;
