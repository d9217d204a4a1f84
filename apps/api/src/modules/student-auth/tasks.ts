/**
 * The student's open tasks (the student page's home): vocabulary practice (docs/vocabulary.md),
 * writing (docs/writing.md) and homework (docs/school-paper.md); each
 * later feature (writing, homework, class contests) adds a source here returning its open
 * tasks of the student as TStudentTask rows ({ kind, id, title, dueAt, status }), docs/student.md.
 */
import type { TStudentTask } from '@app/contract';
import type { Db } from '../../db/client.js';
import { vocabularyTasks } from '../vocabulary/practice.js';
import { writingTasks } from '../writing/submissions.js';
import { homeworkTasks } from '../school-paper/homework-student.js';
import type { StudentAuthContext } from './authenticate.js';

type TaskSource = (db: Db, auth: StudentAuthContext) => Promise<TStudentTask[]>;

/** Each feature's open tasks of a student. */
const TASK_SOURCES: readonly TaskSource[] = [vocabularyTasks, writingTasks, homeworkTasks];

/** Every open task, those due first first (tasks without a due time last). */
export async function openTasks(db: Db, auth: StudentAuthContext): Promise<TStudentTask[]> {
  const lists = [];
  for (const source of TASK_SOURCES) lists.push(await source(db, auth));
  return lists.flat().sort((a, b) => (a.dueAt ?? '\uffff').localeCompare(b.dueAt ?? '\uffff'));
}
