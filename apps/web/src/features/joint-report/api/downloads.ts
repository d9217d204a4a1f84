import { downloadFile } from '../../../lib/file-transfer';

/** 联考汇总 (.xlsx) of a subject or the 总分 (0); resolves with the saved file's name. */
export const downloadUnionExcel = (jointId: number, subjectId: number, fallbackName: string) => downloadFile(`/joint/${jointId}/report/download/union?subjectId=${subjectId}`, fallbackName);

/** 本校报告 (.xlsx): the viewer's school, its classes and students. */
export const downloadSchoolExcel = (jointId: number, fallbackName: string) => downloadFile(`/joint/${jointId}/report/download/school`, fallbackName);

/** 本校报告 (.docx). */
export const downloadSchoolWord = (jointId: number, fallbackName: string) => downloadFile(`/joint/${jointId}/report/download/school-word`, fallbackName);
