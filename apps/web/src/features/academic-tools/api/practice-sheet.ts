import type { z } from 'zod';
import type { ZPracticeSheetBody } from '@app/contract';
import { postDownload } from '../../../lib/post-download';

export type TPracticeSheetBody = z.infer<typeof ZPracticeSheetBody>;

/** Generates the re-practice sheet (.docx) of the chosen questions; resolves with the saved file name. */
export const downloadPracticeSheet = (body: TPracticeSheetBody) => postDownload('/academic/wrongtopic/practice-sheet', body, `${body.title}.docx`);
