/**
 * Creating a school (from the command line only): its name, code, section, brand mode and login
 * domain; its grades and the subjects of its section follow; then its first administrator account
 * (an initial password, shown once, to be changed at the first sign-in). Everything else — semesters,
 * classes, students, teachers — is done in the web admin area.
 */
import { eq, or, sql } from 'drizzle-orm';
import { JUNIOR_GRADE_NAMES, JUNIOR_SUBJECTS, SECTION, SENIOR_GRADE_NAMES, SENIOR_SUBJECTS, type TAdminPassword } from '@app/contract';
import type { Db } from '../../db/client.js';
import { grade, school, schoolSubject, teacher } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { hashPassword } from '../auth/password.js';
import { writeAudit } from './audit.js';
import { generatePassword } from './teachers.js';

export type NewSchool = {
  name: string;
  code: string;
  /** 1 junior (初中), 2 senior (高中), 3 both (高完中). */
  section: number;
  /** 'platform' (the platform's teal login) or 'school' (the school-branded blue login page on its domain). */
  brand: 'platform' | 'school';
  domain: string;
};

const CLI_ACTOR_NAME = '命令行';
const DOMAIN = /^(?=.{3,255}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/;

/** Checks the fields; returns the first problem in Chinese, or null. */
export function newSchoolProblem(s: NewSchool): string | null {
  if (!s.name.trim() || s.name.trim().length > 100) return '学校名称不能为空，最长100个字符';
  if (!/^[0-9A-Za-z-]{2,32}$/.test(s.code)) return '学校代码只能是2-32位字母、数字或“-”';
  if (![SECTION.JUNIOR, SECTION.SENIOR, SECTION.MIXED].includes(s.section as 1 | 2 | 3)) return '学段只能是1（初中）、2（高中）或3（高完中）';
  if (s.brand !== 'platform' && s.brand !== 'school') return '品牌模式只能是platform（平台登录页）或school（学校定制登录页）';
  if (!DOMAIN.test(s.domain)) return `登录域名“${s.domain}”格式不正确，例如 yucai.example.edu.cn`;
  return null;
}

export async function createSchool(db: Db, input: NewSchool): Promise<{ schoolId: number }> {
  const problem = newSchoolProblem(input);
  if (problem) throw errors.validation(problem);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [dup] = await tx.select({ name: school.name, code: school.code, domain: school.domain }).from(school).where(or(eq(school.code, input.code), eq(school.domain, input.domain))).limit(1);
    if (dup) throw errors.conflict(dup.code === input.code ? `学校代码${input.code}已被${dup.name}使用` : `登录域名${input.domain}已被${dup.name}使用`);
    const [row] = await tx
      .insert(school)
      .values({ name: input.name.trim(), code: input.code, section: input.section, domain: input.domain, isSchoolCustomize: input.brand === 'school', brand: input.name.trim(), logo: '' })
      .returning({ id: school.id });
    const schoolId = row!.id;
    const sections = input.section === SECTION.MIXED ? [SECTION.SENIOR, SECTION.JUNIOR] : [input.section];
    for (const sec of sections) {
      const names = sec === SECTION.SENIOR ? SENIOR_GRADE_NAMES : JUNIOR_GRADE_NAMES;
      await tx.insert(grade).values([1, 2, 3].map((gradeNo) => ({ schoolId, section: sec, gradeNo, name: names[gradeNo]! })));
    }
    const subjects = sections.flatMap((sec) => (sec === SECTION.SENIOR ? SENIOR_SUBJECTS : JUNIOR_SUBJECTS));
    await tx.insert(schoolSubject).values(subjects.map((s, sort) => ({ schoolId, subjectId: s.subjectId, sort })));
    await writeAudit(tx, { schoolId, teacherId: null, name: CLI_ACTOR_NAME }, [
      { action: 'school.create', target: input.name, after: { 名称: input.name, 代码: input.code, 学段: input.section, 品牌: input.brand === 'school' ? '学校定制' : '平台', 登录域名: input.domain } },
    ]);
    return { schoolId };
  });
}

/** A school by its code (or its numeric id). */
export async function findSchool(db: Db, codeOrId: string): Promise<{ id: number; name: string; code: string }> {
  const byId = /^\d+$/.test(codeOrId) ? Number(codeOrId) : -1;
  const [row] = await db.select({ id: school.id, name: school.name, code: school.code }).from(school).where(or(eq(school.code, codeOrId), eq(school.id, byId))).limit(1);
  if (!row) throw errors.notFound(`没有代码为${codeOrId}的学校`);
  return row;
}

/** The school's administrator account (教务管理员) with an initial password, shown once. */
export async function createSchoolAdmin(db: Db, schoolId: number, account: string, name: string): Promise<TAdminPassword> {
  if (!/^[A-Za-z0-9_.@-]{3,64}$/.test(account)) throw errors.validation(`账号“${account}”格式不正确：3-64位字母、数字或“_”“.”“-”“@”`);
  if (!name.trim() || name.trim().length > 20) throw errors.validation('姓名不能为空，最长20个字符');
  const [taken] = await db.select({ id: teacher.id }).from(teacher).where(eq(sql`lower(${teacher.account})`, account.toLowerCase())).limit(1);
  if (taken) throw errors.conflict(`账号${account}已被使用`);
  const [s] = await db.select({ section: school.section }).from(school).where(eq(school.id, schoolId)).limit(1);
  if (!s) throw errors.notFound('学校不存在');
  const password = generatePassword();
  const hash = await hashPassword(password);
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(teacher)
      .values({ schoolId, account, name: name.trim(), passwordHash: hash, section: s.section === SECTION.MIXED ? SECTION.SENIOR : s.section, accountKind: 2, mustChangePassword: true })
      .returning({ id: teacher.id });
    await writeAudit(tx, { schoolId, teacherId: null, name: CLI_ACTOR_NAME }, [{ action: 'admin.create', target: `${account} ${name}`, after: { 账号: account, 姓名: name, 首次登录须改密码: '是' } }]);
    return { teacherId: row!.id, account, teacherName: name.trim(), password };
  });
}

export const COMMAND_LINE_ACTOR = CLI_ACTOR_NAME;
