import { downloadFile } from '../../../lib/file-transfer';

/** GET /vocabulary/put/:putId/download: the three reports as one workbook (班级/学生/单词 sheets). */
export const downloadVocabReport = (putId: number, listName: string) => downloadFile(`/vocabulary/put/${putId}/download`, `词汇训练报告-${listName}.xlsx`);
