import type { z } from 'zod';
import type { TVariantGroup, ZVariantBody, ZVariantSheetBody } from '@app/contract';
import { http } from '../../../lib/http';
import { postDownload } from '../../../lib/post-download';

export type TVariantBody = z.input<typeof ZVariantBody>;
export type TVariantSheetBody = z.infer<typeof ZVariantSheetBody>;

/** 变式训练: similar bank questions for the chosen wrong questions (excludeTopicIds for 换一批). */
export const findVariants = (body: TVariantBody) => http.post<TVariantGroup[]>('/academic/wrongtopic/variants', body);

/** The chosen variants as a Word set (answers and analyses at the end); resolves with the saved file name. */
export const downloadVariantSheet = (body: TVariantSheetBody) => postDownload('/academic/wrongtopic/variant-sheet', body, `${body.title}.docx`);
