import { paths } from '../../../app/paths';
import type { TFamily } from './family';

/** The record detail of a family: /testRecordsDetailsEN (English) or /testRecordsDetails (maths). */
export function recordDetailPath(family: TFamily, paperId: number): string {
  return `${family === 'english' ? paths.testRecordsDetailsEn : paths.testRecordsDetails}?paperId=${paperId}`;
}

export function recordListPath(family: TFamily): string {
  return family === 'english' ? paths.testRecordsEn : paths.testRecords;
}

