/** Response shapes the contract does not (yet) export; they mirror apps/api's route schemas. */

/** A page of a paged list (the contract's zPage). */
export type TPage<T> = { list: T[]; total: number; pageNo: number; pageSize: number };

/** An exam group as GET /academic/exam-group/page lists it (ZExamGroupView in routes-manage.ts). */
export type TExamGroupView = {
  examGroupId: number;
  name: string;
  type: number;
  typeName: string;
  examDate: string;
  gradeId: number;
  gradeName: string;
  semesterId: number;
  markType: number;
  markStatus: number;
  canManage: boolean;
  clazzes: { clazzId: number; clazzName: string }[];
  exams: { examId: number; subjectId: number; subjectName: string; fullScore: number; studentCount: number }[];
};

/** One question of a paper as GET/PUT /academic/exam/{examId}/paper return it (ZQuestionView). */
export type TQuestionView = {
  questionId: number;
  idx: number;
  questionNo: string;
  objective: boolean;
  choiceKind: string | null;
  options: string | null;
  answerKey: string | null;
  fullScore: number;
  partialScore: number;
  knowledgePointIds: number[];
};

/** The answer of POST /academic/exam/{examId}/score-import (ZImportResult). */
export type TImportResult = { imported: number; absent: number; errors: { row: number; column: string; message: string }[] };
