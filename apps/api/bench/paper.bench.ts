/**
 * Benchmark of the paper centre at platform scale: 100,000 generated questions (half maths, half
 * English, every type, passages with sub-questions, knowledge points, difficulties) and 4,000 fine
 * papers of 20 questions, written in bulk (unnest arrays, INSERT … SELECT). Then, over HTTP, 30 calls each: library lists
 * (plain and filtered), paper details and analyses (target < 100 ms), and question searches by
 * keyword, type, difficulty and knowledge point (target < 200 ms). Prints p50 / p95.
 *
 *   npm run bench:paper
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npm run bench:paper
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ENGLISH_TOPIC_TYPES, MATHS_TOPIC_TYPES } from '@app/contract';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { KNOWLEDGE_POINTS } from '../src/db/reference-data/knowledge-points.js';
import { applyReferenceData } from '../src/db/reference-data/apply.js';
import { authToken, school, semester, teacher, teacherPost, teacherSubject } from '../src/db/schema.js';
import { tokenHash } from '../src/modules/auth/tokens.js';
import { searchGrams } from '../src/modules/paper/search-grams.js';
import { createLocalStorage } from '../src/storage/storage.js';

const TOPICS = Number(process.env.BENCH_TOPICS ?? 100_000);
const PAPERS = Number(process.env.BENCH_PAPERS ?? 4_000);
const PER_PAPER = 20;
const RUNS = 30;
/** One question in this many carries the rare search word. */
const RARE_EVERY = 97;

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-paper-'));
const url = process.env.DATABASE_URL;
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: dir });
const db = database.db;
await database.migrate();
await applyReferenceData(db);
console.log(`database: ${database.kind}; ${TOPICS} questions, ${PAPERS} papers of ${PER_PAPER}`);

async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const t = performance.now();
  const r = await fn();
  console.log(`${label.padEnd(60)} ${((performance.now() - t) / 1000).toFixed(2)} s`);
  return r;
}

const parents = new Set(KNOWLEDGE_POINTS.map((k) => k.parentId));
const leaves = (subjectId: number) => KNOWLEDGE_POINTS.filter((k) => k.subjectId === subjectId && !parents.has(k.id)).map((k) => k.id);
const WORDS = 'camp science robot river museum festival volunteer energy ocean forest library music travel climate history friendship memory market garden planet city village teacher student family health sport language culture art film bridge island mountain desert rain snow'.split(' ');
const CN_WORDS = '函数 导数 数列 三角 向量 概率 统计 椭圆 双曲线 抛物线 直线 圆 不等式 集合 复数 立体 几何 空间 平面 单调 极值 零点 对数 指数'.split(' ');
const OPTIONS = JSON.stringify(['A', 'B', 'C', 'D'].map((l, i) => ({ optionNo: l, content: `选项${l}`, isTrue: i === 0 ? 1 : 0 })));
const SLAVES = JSON.stringify(Array.from({ length: 4 }, (_, k) => ({ title: `Q${k + 1}`, options: JSON.parse(OPTIONS) as unknown, answer: 'A', analysis: '' })));
const PASSAGE_TYPES = ['阅读理解', '完形填空', '七选五', '语法填空', '短文改错', '任务型阅读', '考试听力', '阅读表达', '课文填空', '选词填空'];

await timed(`generate ${TOPICS} questions (text in JS, bulk insert with unnest)`, async () => {
  const kp3 = leaves(3);
  const kp8 = leaves(8);
  const chunk = 20_000;
  for (let from = 1; from <= TOPICS; from += chunk) {
    const cols = { subject: [] as number[], type: [] as string[], text: [] as string[], grams: [] as string[], difficulty: [] as number[], kps: [] as string[], grade: [] as number[], year: [] as number[] };
    for (let n = from; n < Math.min(TOPICS + 1, from + chunk); n += 1) {
      // Odd n: maths, even n: English; words chosen by n make keyword searches realistic.
      const maths = n % 2 === 1;
      const words = maths ? CN_WORDS : WORDS;
      const text = `${Array.from({ length: 40 }, (_, w) => words[(n * (w + 1) * 31 + w + 1) % words.length]).join(' ')}${n % RARE_EVERY === 0 ? ' photosynthesis 光合作用' : ''} 第${n}题`;
      const types = maths ? MATHS_TOPIC_TYPES : ENGLISH_TOPIC_TYPES;
      const kps = maths ? kp3 : kp8;
      cols.subject.push(maths ? 3 : 8);
      cols.type.push(types[Math.floor(n / 2) % types.length]!);
      cols.text.push(text);
      cols.grams.push(`{${searchGrams(text).join(',')}}`);
      cols.difficulty.push(1 + ((n * 7) % 6));
      cols.kps.push(`{${kps[n % kps.length]},${kps[Math.floor(n / 7) % kps.length]}}`);
      cols.grade.push(1 + (n % 3));
      cols.year.push(2020 + (n % 6));
    }
    await db.execute(sql`
      insert into topic (subject_id, type, title, options, slaves, answer, analysis, difficulty, knowledge_point_ids, grade, source, year, plain_text, search_grams)
      select u.subj, u.typ, '<p>' || u.txt || '</p>',
        case when u.typ in ('单选题','多选题','单项填空') then ${OPTIONS}::jsonb else '[]'::jsonb end,
        case when u.typ = any(${sql.param(PASSAGE_TYPES)}::text[]) then ${SLAVES}::jsonb else '[]'::jsonb end,
        'A', '<p>解析</p>', u.diff, u.kps::int[], u.grade, '基准题库', u.yr, u.txt, u.grams::int[]
      from unnest(${sql.param(cols.subject)}::int[], ${sql.param(cols.type)}::text[], ${sql.param(cols.text)}::text[], ${sql.param(cols.grams)}::text[], ${sql.param(cols.difficulty)}::int[], ${sql.param(cols.kps)}::text[], ${sql.param(cols.grade)}::int[], ${sql.param(cols.year)}::int[])
        as u(subj, typ, txt, grams, diff, kps, grade, yr)`);
  }
});

await timed(`generate ${PAPERS} papers of ${PER_PAPER} questions (bulk SQL)`, async () => {
  const categories = ['精品试卷', '周月卷', '创新套卷', '二轮专题训练卷', '高考真题'];
  await db.execute(sql`
    insert into fine_paper (subject_id, name, category, test_type, grade, year, province_id, textbook_version_id, total_score, topic_count)
    select case when p % 2 = 1 then 3 else 8 end,
      '基准试卷' || p || case when p % 2 = 1 then ' 数学' else ' 英语' end,
      (${sql.param(categories)}::text[])[1 + p % 5], p % 8, 1 + (p % 3), 2020 + (p % 6),
      case when p % 4 = 0 then null else 1 + p % 31 end, 13, ${PER_PAPER * 5}, ${PER_PAPER}
    from generate_series(1, ${PAPERS}::int) p`);
  // Paper p takes 20 questions of its subject (by their rank within the subject, a hash join),
  // grouped by type in groups of 5.
  await db.execute(sql`
    with t as (select id, subject_id, type, row_number() over (partition by subject_id order by id)::int as rn from topic),
    cnt as (select subject_id, count(*)::int as c from topic group by subject_id),
    fp as (select id, subject_id, row_number() over (partition by subject_id order by id)::int as pn from fine_paper),
    picks as (
      select fp.id as paper_id, fp.subject_id, k, 1 + ((fp.pn * 37 + k * 101) % cnt.c) as rn
      from fp join cnt on cnt.subject_id = fp.subject_id cross join generate_series(1, ${PER_PAPER}) k)
    insert into fine_paper_topic (paper_id, sort, topic_id, group_idx, type_no_cn, type_name, topic_no, score)
    select p.paper_id, p.k - 1, t.id, (p.k - 1) / 5, (array['一','二','三','四'])[1 + (p.k - 1) / 5], t.type, p.k::text, 5
    from picks p join t on t.subject_id = p.subject_id and t.rn = p.rn`);
  await db.execute(sql`analyze`);
});

const token = await timed('school, teacher and token', async () => {
  const [s] = await db.insert(school).values({ name: '基准中学', domain: `bench-paper-${Date.now()}.local`, section: 2 }).returning();
  await db.insert(semester).values({ schoolId: s!.id, name: '2026-2027学年第一学期', status: 1, startDate: '2026-09-01', endDate: '2027-01-20' });
  const [t] = await db.insert(teacher).values({ schoolId: s!.id, account: `bench-paper-${Date.now()}`, passwordHash: 'x', name: '英语老师', section: 2 }).returning();
  await db.insert(teacherPost).values({ teacherId: t!.id, post: 4 });
  await db.insert(teacherSubject).values({ teacherId: t!.id, subjectId: 8 });
  const tok = `bench-paper-token-${Date.now()}`;
  await db.insert(authToken).values({ tokenHash: tokenHash(tok), teacherId: t!.id, expiresAt: new Date(Date.now() + 86_400_000) });
  return tok;
});

const ids = (await db.execute(sql`select (select id from fine_paper where subject_id = 8 order by id desc limit 1) as en, (select id from fine_paper where subject_id = 3 order by id desc limit 1) as ma`)) as unknown as { rows?: { en: number; ma: number }[] } & { en: number; ma: number }[];
const paperIds = (ids.rows ?? ids)[0]!;

const app = await buildApp({ db, storage: createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'bench-paper-files-'))), logLevel: 'silent', checkResponses: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;

const results: { label: string; p50: number; p95: number; target: number }[] = [];
async function measure(label: string, target: number, method: 'GET' | 'POST', p: string, body?: unknown, check?: (data: unknown) => void) {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const t = performance.now();
    const res = await fetch(base + p, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
    const json = (await res.json()) as { errCode: string; data: unknown };
    if (json.errCode !== '00') throw new Error(`${p}: ${JSON.stringify(json)}`);
    if (i === 0) check?.(json.data);
    // The first two calls warm up the route.
    if (i >= 2) times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const p50 = times[Math.floor(RUNS * 0.5)]!;
  const p95 = times[Math.floor(RUNS * 0.95)]!;
  results.push({ label, p50, p95, target });
  console.log(`${label.padEnd(60)} p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms  ${p95 < target ? 'ok' : `OVER ${target} ms`}`);
}
const total = (n: number) => (d: unknown) => {
  const t = (d as { total: number }).total;
  if (n >= 0 ? t !== n : t === 0) throw new Error(`unexpected total ${t}`);
};

await measure('baseline: GET /base/semester/current (machine load)', 100, 'GET', '/base/semester/current');
await measure('maths library list, page 1', 100, 'POST', '/paper/math/fine-quality/v2/list', {}, total(-1));
await measure('maths library list, category + grade + province, page 3', 100, 'POST', '/paper/math/fine-quality/v2/list', { category: '精品试卷', grade: 2, provinceId: 5, pageIndex: 3 });
await measure('English library page, keyword on the name', 100, 'POST', '/paper/english/fine-quality/page', { keyword: '基准试卷12' }, total(-1));
await measure('English paper detail (20 questions, passages)', 100, 'GET', `/paper/english/fine-quality/detail/${paperIds.en}`);
await measure('maths paper detail (20 questions)', 100, 'GET', `/paper/math/fine-quality/topic/${paperIds.ma}`);
await measure('English paper analysis', 100, 'GET', `/paper/english/fine-quality/analysis/${paperIds.en}`);
await measure('search: keyword (rare word, 1 in 97)', 200, 'POST', '/paper/search/source/topic', { subjectId: 8, keyword: 'photosynthesis' }, total(-1));
await measure('search: keyword (common word)', 200, 'POST', '/paper/search/source/topic', { subjectId: 8, keyword: 'museum' }, total(-1));
await measure('search: Chinese keyword, 4 characters (rare)', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, keyword: '光合作用' }, total(-1));
await measure('search: Chinese keyword, 2 characters (rare)', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, keyword: '光合' }, total(-1));
await measure('search: Chinese keyword, 2 characters (common)', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, keyword: '函数' }, total(-1));
await measure('search: type + difficulty', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, type: '解答题', difficulty: 4 }, total(-1));
await measure('search: knowledge point', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, knowledgePointId: leaves(3)[5] }, total(-1));
await measure('search: keyword + type + difficulty + knowledge point', 200, 'POST', '/paper/search/source/topic', { subjectId: 3, keyword: '函数', type: '单选题', difficulty: 2, knowledgePointId: leaves(3)[1] });

const over = results.filter((r) => r.p95 >= r.target);
console.log(over.length ? `${over.length} over target` : 'all within target');
await app.close();
await database.close();
rmSync(dir, { recursive: true, force: true });
