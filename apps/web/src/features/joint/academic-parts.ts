/**
 * What the joint exam takes from 学情分析 rather than copying it. Each school that takes part gets an
 * exam group of its own (type 联考) whose subject exams carry the joint papers, so its scores come in
 * through the academic score import of those exams; the joint papers are edited with the exam
 * group's paper editor; the subjects with their full scores are picked as for an exam group.
 * This file is the one place the joint area reaches into features/academic.
 */
export { ScoreImportModal, type ScoreImportExam } from '../academic/components/score-import-modal';
export { PaperStructureModal, type PaperLock } from '../academic/components/paper-editor-modal';
export { defaultFullScore, SubjectScoresField, type SubjectScore } from '../academic/components/subject-scores-field';
