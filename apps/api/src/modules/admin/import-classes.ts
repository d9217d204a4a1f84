/** 班级导入: 年级 and 班级; keyed by the two, so the same file again changes nothing. */
import type { TAdminImportRow } from '@app/contract';
import type { Db } from '../../db/client.js';
import { clazz } from '../../db/schema.js';
import type { Actor } from './access.js';
import { writeAudit } from './audit.js';
import { readTable, type ColumnSpec, type ErrorList } from './import-sheet.js';
import { loadSchoolRefs } from './import-school.js';

export const CLAZZ_COLUMNS: readonly ColumnSpec[] = [
  { header: '年级', required: true, width: 10, note: '学校已有的年级，如 高一、初二' },
  { header: '班级', required: true, width: 16, note: '班级名称，如 高一(1)班；同一年级内不能重复' },
];

export type ClazzPlan = { rows: TAdminImportRow[]; errors: ErrorList; creates: { gradeId: number; name: string; gradeName: string }[] };

export async function planClazzImport(db: Db, schoolId: number, file: Buffer): Promise<ClazzPlan> {
  const { rows, errors } = await readTable(file, CLAZZ_COLUMNS);
  const refs = await loadSchoolRefs(db, schoolId);
  const out: TAdminImportRow[] = [];
  const creates: ClazzPlan['creates'] = [];
  const seen = new Map<string, number>();
  for (const r of rows) {
    const g = r.cells['年级'] ?? '';
    const name = (r.cells['班级'] ?? '').trim();
    const gradeRef = refs.grades.get(g);
    let ok = true;
    const bad = (col: string, msg: string) => {
      errors.add(r.row, col, msg);
      ok = false;
    };
    if (!g) bad('年级', '年级不能为空');
    else if (!gradeRef) bad('年级', `年级“${g}”不是本校的年级（本校年级：${[...refs.grades.keys()].join('、')}）`);
    if (!name) bad('班级', '班级名称不能为空');
    else if (name.length > 50) bad('班级', '班级名称最长50个字符');
    else if (/[/／]/.test(name)) bad('班级', '班级名称不能包含“/”');
    if (!ok) continue;
    const key = `${g}/${name}`;
    if (seen.has(key)) {
      errors.add(r.row, '班级', `与第${seen.get(key)}行重复`);
      continue;
    }
    seen.set(key, r.row);
    const exists = refs.clazzes.has(key);
    out.push({ row: r.row, key: `${g} ${name}`, name, action: exists ? 'unchanged' : 'create', changes: [] });
    if (!exists) creates.push({ gradeId: gradeRef!.id, name, gradeName: g });
  }
  return { rows: out, errors, creates };
}

export async function applyClazzImport(tx: Db, actor: Actor, plan: ClazzPlan): Promise<void> {
  if (plan.creates.length === 0) return;
  const refs = await loadSchoolRefs(tx, actor.schoolId);
  const nextSort = new Map<number, number>();
  for (const c of refs.clazzes.values()) nextSort.set(c.gradeId, Math.max(nextSort.get(c.gradeId) ?? 0, c.sort + 1));
  await tx.insert(clazz).values(
    plan.creates.map((c) => {
      const sort = nextSort.get(c.gradeId) ?? 1;
      nextSort.set(c.gradeId, sort + 1);
      return { schoolId: actor.schoolId, gradeId: c.gradeId, name: c.name, sort };
    }),
  );
  await writeAudit(tx, actor, plan.creates.map((c) => ({ action: 'clazz.create', target: `${c.gradeName} ${c.name}`, after: { 年级: c.gradeName, 班级: c.name } })));
}
