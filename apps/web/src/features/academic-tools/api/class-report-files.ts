import { downloadFile } from '../../../lib/file-transfer';

/** 成绩单 (.xlsx) of a class in an exam; resolves with the saved file name. */
export const downloadClassExcel = (examId: number, clazzId: number, fallbackName: string) => downloadFile(`/academic/exam/${examId}/clazz/${clazzId}/download/excel`, fallbackName);

/** 分析报告 (.docx) of a class in an exam. */
export const downloadClassWord = (examId: number, clazzId: number, fallbackName: string) => downloadFile(`/academic/exam/${examId}/clazz/${clazzId}/download/word`, fallbackName);
