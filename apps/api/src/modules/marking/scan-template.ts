/**
 * The scan template of an exam (答题卡模板): a page image to draw on and, per marking group, the
 * region of the answer sheet that holds its answer (page and fractions of the page). Whole-page
 * scans are cut into answer images with it (scan-import.ts). Managing it is for the exam's managers.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { z } from 'zod';
import { ZScanRegion } from '@app/contract';
import type { Db } from '../../db/client.js';
import { markingGroup, markingTemplate } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { validationMessage } from '../../http/route.js';
import type { Storage } from '../../storage/storage.js';
import type { AuthContext } from '../auth/authenticate.js';
import { assertExamManager, loadMarkingExam } from './access.js';
import { MAX_ANSWER_WIDTH, MAX_INPUT_PIXELS } from './images/limits.js';
import { uprightReady } from './images/upright.js';
import { imageTypeOf, storePng } from './images/normalise.js';

export type ScanRegion = z.output<typeof ZScanRegion>;
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
const ZRegions = z.array(ZScanRegion, { error: '区域必须是数组' }).min(1, { error: '请至少设置一个题组区域' }).max(50, { error: '区域最多50个' });
/** Rounding slack when a region's edge is computed by a client (x + w may come out as 1.0000000001). */
const EDGE = 1e-6;

export function templateImageUrl(examId: number): string {
  return `/marking/exam/${examId}/template/image`;
}

export async function loadTemplate(db: Db, examId: number): Promise<{ imageKey: string | null; regions: ScanRegion[] } | null> {
  const row = (await db.select().from(markingTemplate).where(eq(markingTemplate.examId, examId)).limit(1))[0];
  if (!row) return null;
  const parsed = z.array(ZScanRegion).safeParse(row.regions);
  return { imageKey: row.imageKey, regions: parsed.success ? parsed.data : [] };
}

export async function getTemplate(db: Db, auth: AuthContext, examId: number) {
  assertExamManager(await loadMarkingExam(db, auth, examId));
  const t = await loadTemplate(db, examId);
  return { examId, imageUrl: t?.imageKey ? templateImageUrl(examId) : null, regions: t?.regions ?? [] };
}

export async function templateImageKey(db: Db, auth: AuthContext, examId: number): Promise<string> {
  assertExamManager(await loadMarkingExam(db, auth, examId));
  const key = (await loadTemplate(db, examId))?.imageKey;
  if (!key) throw errors.notFound('该考试还没有上传答题卡模板图片');
  return key;
}

/** Parses the `regions` form field (a JSON array) or an already parsed JSON body value. */
export function parseRegions(value: unknown): ScanRegion[] {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw errors.validation('参数regions错误：不是合法的JSON数组');
    }
  }
  if (data === undefined) throw errors.validation('参数regions错误：请设置题组区域');
  const result = ZRegions.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const [index, field] = issue.path;
    if (typeof index === 'number' && typeof field === 'string') {
      const rule = field === 'groupId' ? '须为题组ID' : field === 'page' ? '须为1到20的整数' : '须为0到1之间的数（页面宽高的比例），w和h须大于0';
      throw errors.validation(`参数regions.${index}.${field}错误：第${index + 1}个区域的${field}${rule}`);
    }
    throw errors.validation(validationMessage(result.error, 'body').replace(/^参数/, '参数regions.').replace(/^请求体错误/, '参数regions错误'));
  }
  return result.data;
}

async function checkRegions(db: Db, examId: number, regions: ScanRegion[]): Promise<void> {
  const groups = await db.select({ id: markingGroup.id, name: markingGroup.name }).from(markingGroup).where(eq(markingGroup.examId, examId));
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const seen = new Set<number>();
  for (const [i, r] of regions.entries()) {
    const no = i + 1;
    if (!names.has(r.groupId)) throw errors.validation(`第${no}个区域的题组不属于本考试`);
    if (seen.has(r.groupId)) throw errors.validation(`题组“${names.get(r.groupId)}”设置了多个区域，每个题组只能有一个区域`);
    seen.add(r.groupId);
    if (r.x + r.w > 1 + EDGE || r.y + r.h > 1 + EDGE) throw errors.validation(`第${no}个区域超出了页面范围`);
  }
}

/** The template page image as stored: upright, greyscale, at most 1600 px wide, PNG. */
async function normaliseTemplateImage(data: Buffer): Promise<Buffer> {
  if (!imageTypeOf(data)) throw errors.validation('模板图片只支持PNG或JPG格式');
  try {
    return await sharp(await uprightReady(data), { limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true }).resize({ width: MAX_ANSWER_WIDTH, withoutEnlargement: true }).greyscale().toColourspace('b-w').png().toBuffer();
  } catch {
    throw errors.validation('模板图片无法读取或已损坏');
  }
}

/** Saves the regions and, when given, a new page image (the old image is kept otherwise). */
export async function saveTemplate(db: Db, storage: Storage, auth: AuthContext, examId: number, input: { regions: ScanRegion[]; image: Buffer | null }) {
  assertExamManager(await loadMarkingExam(db, auth, examId));
  await checkRegions(db, examId, input.regions);
  const newKey = input.image ? await storePng(storage, 'templates', await normaliseTemplateImage(input.image)) : null;
  const values = { examId, regions: input.regions, updatedAt: new Date(), ...(newKey ? { imageKey: newKey } : {}) };
  await db.insert(markingTemplate).values(values).onConflictDoUpdate({ target: markingTemplate.examId, set: { regions: values.regions, updatedAt: values.updatedAt, ...(newKey ? { imageKey: newKey } : {}) } });
  return getTemplate(db, auth, examId);
}
