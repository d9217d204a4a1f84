/**
 * Who may see and do what with a joint exam (docs/joint.md "Permissions"). A joint exam exists for
 * the organising school and the invited schools only: anyone else gets 404. Pending invitations
 * are seen by the invited school's master; once a school takes part, every teacher of it sees the
 * joint exam, its released union aggregates, and the classes and students they may see at home
 * (master and the grade's leaders: all; other teachers: the classes they teach or administer).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { JOINT_SCHOOL_STATUS, JOINT_STATUS, POST, anonymousSchoolName, type TJointSchoolRef } from '@app/contract';
import type { Db } from '../../db/client.js';
import { examGroup, jointExam, jointExamSchool, school } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import type { AuthContext } from '../auth/authenticate.js';
import { leadsGrade, viewableClazzIds } from '../academic/access.js';

export type JointRow = typeof jointExam.$inferSelect;
export type JointSchoolRow = typeof jointExamSchool.$inferSelect;

export type JointView = {
  joint: JointRow;
  /** The viewer's school's row (null for an organiser that is not … never: the organiser is always a row). */
  me: JointSchoolRow;
  organiser: boolean;
  master: boolean;
};

export const isMaster = (auth: AuthContext) => auth.posts.includes(POST.SCHOOL_MASTER);

/** The joint exam as the viewer's school knows it; 404 for schools outside it and for non-masters of a school that has not accepted. */
export async function requireJoint(db: Db, auth: AuthContext, jointId: number, opts: { lock?: boolean } = {}): Promise<JointView> {
  const q = db.select().from(jointExam).where(eq(jointExam.id, jointId)).limit(1);
  const joint = (opts.lock ? await q.for('update') : await q)[0];
  const me = joint ? (await db.select().from(jointExamSchool).where(and(eq(jointExamSchool.jointExamId, jointId), eq(jointExamSchool.schoolId, auth.schoolId))).limit(1))[0] : undefined;
  const master = isMaster(auth);
  if (!joint || !me || (me.status !== JOINT_SCHOOL_STATUS.ACCEPTED && !master)) throw errors.notFound('联考不存在');
  return { joint, me, organiser: joint.organiserSchoolId === auth.schoolId, master };
}

export function assertOrganiser(v: JointView): void {
  if (!v.organiser || !v.master) throw errors.forbidden('只有发起学校的校长可以管理联考');
}

export function assertOpen(v: JointView): void {
  if (v.joint.status !== JOINT_STATUS.OPEN) throw errors.conflict('联考报告已发布，请先重新收集成绩');
}

/** The school's own exam group of the joint exam (null before it accepted). */
export async function myExamGroup(db: Db, v: JointView) {
  if (v.me.examGroupId == null) return null;
  return (await db.select().from(examGroup).where(eq(examGroup.id, v.me.examGroupId)).limit(1))[0] ?? null;
}

export type JointRights = { organise: boolean; respond: boolean; upload: boolean; report: boolean; schoolReport: boolean };

export function jointRights(auth: AuthContext, v: JointView, group: { gradeId: number } | null, teachesInGroup: boolean): JointRights {
  const accepted = v.me.status === JOINT_SCHOOL_STATUS.ACCEPTED;
  const released = v.joint.status === JOINT_STATUS.RELEASED;
  const report = released && (v.organiser || v.me.included);
  return {
    organise: v.organiser && v.master,
    respond: v.master && v.me.status === JOINT_SCHOOL_STATUS.INVITED && v.joint.status === JOINT_STATUS.OPEN,
    upload: accepted && group != null && (v.master || leadsGrade(auth, group.gradeId)),
    report,
    schoolReport: report && v.me.included && group != null && (v.master || leadsGrade(auth, group.gradeId) || teachesInGroup),
  };
}

/** The classes of the school's exam group the viewer may see in the joint reports. */
export async function myViewableClazzIds(db: Db, auth: AuthContext, v: JointView, subjectId: number | null): Promise<number[]> {
  const group = await myExamGroup(db, v);
  if (!group) return [];
  return viewableClazzIds(db, auth, group, subjectId);
}

/**
 * The schools' letters in the reports (学校A …): an order drawn from a hash of the joint exam and the
 * school, not the invitation order, so the letters do not tell which school organised the exam
 * (whose name every school knows: it invited them).
 */
export function letterOrder(jointId: number, schoolIds: readonly number[]): Map<number, number> {
  const keyed = schoolIds.map((id) => ({ id, h: createHash('sha256').update(`${jointId}:${id}`).digest('hex') }));
  keyed.sort((a, b) => (a.h < b.h ? -1 : a.h > b.h ? 1 : a.id - b.id));
  return new Map(keyed.map((k, i) => [k.id, i]));
}

/**
 * How the viewer names the joint exam's schools: the organiser, and everyone when the exam is not
 * anonymous, by name; otherwise 学校A … for every school but the viewer's own. The API never sends
 * another school's id or (in anonymous mode) name: a school is known by its letter number.
 */
export async function schoolNamer(db: Db, auth: AuthContext, v: JointView): Promise<{ ref: (schoolId: number) => TJointSchoolRef; keyOf: Map<number, number> }> {
  const rows = await db.select({ schoolId: jointExamSchool.schoolId, name: school.name }).from(jointExamSchool).innerJoin(school, eq(school.id, jointExamSchool.schoolId)).where(eq(jointExamSchool.jointExamId, v.joint.id));
  const byId = new Map(rows.map((r) => [r.schoolId, r]));
  const reveal = v.organiser || !v.joint.anonymous;
  const keyOf = letterOrder(v.joint.id, rows.map((r) => r.schoolId));
  return {
    keyOf,
    ref: (schoolId) => {
      const r = byId.get(schoolId);
      const letter = keyOf.get(schoolId) ?? -1;
      const mine = schoolId === auth.schoolId;
      return { schoolKey: letter, schoolName: r && (reveal || mine) ? r.name : anonymousSchoolName(letter), mine };
    },
  };
}
