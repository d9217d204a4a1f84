/**
 * The class report (report tab): an automatically written summary of the class's result in
 * Chinese, and the downloads (Excel score list with question and knowledge-point sheets, Word
 * report) built from the same stored report.
 */
import ExcelJS from 'exceljs';
import { addTableSheet, NUM_FMT } from '../../http/excel-sheet.js';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { averageGap, fmtFixed, fmtNum, fmtPct } from '@app/contract';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../auth/authenticate.js';
import { clazzPoints, clazzSummary, clazzTopics, studentTabs } from './report-queries.js';
import { clazz } from '../../db/schema.js';
import { eq, sql } from 'drizzle-orm';
import { assertCanViewClazz, requireExam } from './access.js';
import { inMarkingSql, scoresFinalSql } from './in-marking.js';
import { reportSettingsOf } from './settings.js';
import { deepFreeze, StampedCache } from './report-cache.js';
import { reportKey } from './build-report.js';

// The pages' rounding (packages/contract report-format), so the text reads the figures the page shows.
const pct = (v: number | null | undefined) => fmtPct(v);
const n1 = (v: number | null | undefined) => fmtNum(v);

type Summary = Awaited<ReturnType<typeof clazzSummary>>;
type Topics = Awaited<ReturnType<typeof clazzTopics>>;
type Points = Awaited<ReturnType<typeof clazzPoints>>;
type Tabs = Awaited<ReturnType<typeof studentTabs>>;

export function writeSummary(clazzName: string, s: Summary, topics: Topics, points: Points, tabs: Tabs): string[] {
  const c = s.clazz;
  const g = s.grade;
  const out: string[] = [];
  // Clauses joined with '，' once each: a missing figure drops its clause instead of leaving '，，'.
  const sentence = (...clauses: (string | false | null | undefined)[]) => `${clauses.filter(Boolean).join('，')}。`;
  out.push(
    sentence(
      `本次${s.exam.name}${s.exam.subjectName}（满分${n1(s.exam.fullScore)}分）`,
      `${clazzName}应考${c.participants + c.absent}人`,
      `实考${c.participants}人`,
      c.absent > 0 && `缺考${c.absent}人`,
    ),
  );
  if (c.participants === 0) {
    out[0] = out[0]!.replace(/。$/, '，本班没有参考学生，不参与本次统计。');
    return out;
  }
  // The gap is the page header's: the difference of the averages as shown (two decimals).
  const gap = averageGap(c.average, g.average);
  out[0] += sentence(
    `班级平均分${fmtFixed(c.average)}分`,
    gap != null && (gap > 0 ? `高于年级平均分（${fmtFixed(g.average)}分）${fmtFixed(gap)}分` : gap < 0 ? `低于年级平均分（${fmtFixed(g.average)}分）${fmtFixed(-gap)}分` : `与年级平均分（${fmtFixed(g.average)}分）持平`),
    c.rank != null && `在全年级${s.clazzCount}个班级中排名第${c.rank}`,
    c.aboveAverageRate != null && `超均率${pct(c.aboveAverageRate)}`,
  );
  const spread = c.stdDev != null && g.stdDev != null ? (c.stdDev > g.stdDev * 1.1 ? '班内分化比年级更明显，需关注后段学生' : c.stdDev < g.stdDev * 0.9 ? '班内成绩比年级更集中' : '班内分化程度与年级相当') : null;
  out.push(
    `及格率${pct(c.pass.rate)}（年级${pct(g.pass.rate)}），优秀率${pct(c.excellent.rate)}（年级${pct(g.excellent.rate)}），低分率${pct(c.low.rate)}（年级${pct(g.low.rate)}）。` +
      sentence(`最高分${n1(c.max)}分`, `最低分${n1(c.min)}分`, `中位数${n1(c.median)}分`, `标准差${fmtFixed(c.stdDev)}`, spread),
  );
  if (tabs.improved.length || tabs.declined.length) {
    const up = tabs.improved.slice(0, 5).map((x) => `${x.studentName}（进步${x.compare}名）`);
    const down = tabs.declined.slice(0, 5).map((x) => `${x.studentName}（退步${-(x.compare ?? 0)}名）`);
    out.push(`与上次同类考试相比（在两次都参加的学生中重新排名），${up.length ? `进步较大的有${up.join('、')}` : '没有大幅进步的学生'}；${down.length ? `退步较大的有${down.join('、')}，建议及时了解原因。` : '没有大幅退步的学生。'}`);
  }
  const weakQ = topics
    .filter((t) => t.clazz?.scoringRate != null)
    .sort((a, b) => (a.clazz!.scoringRate! - (a.grade?.scoringRate ?? 0)) - (b.clazz!.scoringRate! - (b.grade?.scoringRate ?? 0)))
    .slice(0, 3)
    .filter((t) => t.clazz!.scoringRate! < (t.grade?.scoringRate ?? 1));
  if (weakQ.length) {
    out.push(`试题方面，与年级相比差距最大的是${weakQ.map((t) => `第${t.questionNo}题（班级得分率${pct(t.clazz!.scoringRate)}，年级${pct(t.grade?.scoringRate)}）`).join('、')}，讲评时应重点分析。`);
  }
  const weakP = points.filter((p) => p.clazzMastery != null).sort((a, b) => a.clazzMastery! - b.clazzMastery!).slice(0, 3);
  if (weakP.length) out.push(`知识点方面，掌握最薄弱的是${weakP.map((p) => `${p.name}（掌握率${pct(p.clazzMastery)}）`).join('、')}，建议安排针对性练习。`);
  if (tabs.critical.length) out.push(`有${tabs.critical.length}名学生处在及格线附近（±${tabs.settings.criticalMargin}分）：${tabs.critical.slice(0, 8).map((x) => x.studentName).join('、')}，稍加辅导即可提升及格率。`);
  return out;
}

async function clazzName(db: Db, clazzId: number): Promise<string> {
  return (await db.select({ name: clazz.name }).from(clazz).where(eq(clazz.id, clazzId)).limit(1))[0]?.name ?? '';
}

export async function classReport(db: Db, auth: AuthContext, examId: number, clazzId: number) {
  const summary = await clazzSummary(db, auth, examId, clazzId);
  const [topics, points, tabs, name] = [await clazzTopics(db, auth, examId, clazzId), await clazzPoints(db, auth, examId, clazzId), await studentTabs(db, auth, examId, clazzId), await clazzName(db, clazzId)];
  return { clazzName: name, summary, topics, points, tabs, paragraphs: writeSummary(name, summary, topics, points, tabs) };
}

/** Class report texts by exam and class, for the stamp of everything the text is written from. */
const reportTexts = new StampedCache<{ clazzName: string; paragraphs: string[] }>(5000);

/** The key (settings JSON) of a school's stored settings as read from report_setting, by its text. */
const settingsKeys = new Map<string, string>();
function settingsKeyOf(stored: string | null): string {
  const memo = settingsKeys.get(stored ?? '');
  if (memo !== undefined) return memo;
  const key = JSON.stringify(reportSettingsOf(stored == null ? null : JSON.parse(stored)));
  if (settingsKeys.size >= 100) settingsKeys.clear();
  settingsKeys.set(stored ?? '', key);
  return key;
}

/**
 * What a class's report text is written from, read in one statement: this exam's stored report
 * (with the school's settings and the exam's score version, to tell whether it is current), the
 * previous exam's (名次变化, as previousExam finds it), the exam's name, type, date, subject and full
 * score, the class's name and its students' names. Null when the report must be built first (or
 * the exam is in marking): the caller then takes the full path, which does that or refuses.
 */
async function textStamp(db: Db, auth: AuthContext, examId: number, clazzId: number, e: Awaited<ReturnType<typeof requireExam>>): Promise<string | null> {
  const g = e.group;
  const r = (
    (await db.execute(sql`
      select e.score_version as "examVersion", e.tag_version as "tagVersion", ${inMarkingSql(sql`e.id`)} as "inMarking",
             (select rs.settings::text from report_setting rs where rs.school_id = ${auth.schoolId}) as "settings",
             r.score_version as "version", r.settings_key as "settingsKey", r.built_at::text as "builtAt",
             p.id as "prevId", pr.score_version as "prevVersion", pr.settings_key as "prevSettingsKey", pr.built_at::text as "prevBuiltAt",
             c.name as "clazzName",
             (select md5(string_agg(s.id || ':' || s.name, ',' order by s.id))
                from exam_student es join student s on s.id = es.student_id
               where es.exam_id = e.id and es.clazz_id = ${clazzId}) as "students"
        from exam e
        left join exam_report r on r.exam_id = e.id
        left join lateral (
          select e2.id from exam e2 join exam_group g2 on g2.id = e2.exam_group_id
           where g2.grade_id = ${g.gradeId} and g2.type = ${g.type} and e2.subject_id = ${e.exam.subjectId}
             and g2.exam_date < ${g.examDate} and ${scoresFinalSql(sql`e2.id`)}
           order by g2.exam_date desc, g2.id desc limit 1) p on true
        left join exam_report pr on pr.exam_id = p.id
        left join clazz c on c.id = ${clazzId}
       where e.id = ${examId}`)) as unknown as {
      rows: {
        examVersion: number;
        tagVersion: number;
        inMarking: boolean;
        settings: string | null;
        version: number | null;
        settingsKey: string | null;
        builtAt: string | null;
        prevId: number | null;
        prevVersion: number | null;
        prevSettingsKey: string | null;
        prevBuiltAt: string | null;
        clazzName: string | null;
        students: string | null;
      }[];
    }
  ).rows[0];
  if (!r || r.inMarking || r.version == null || r.version !== r.examVersion || r.settingsKey !== reportKey(settingsKeyOf(r.settings), r.tagVersion)) return null;
  return JSON.stringify([r.version, r.builtAt, r.settingsKey, r.prevId, r.prevVersion, r.prevBuiltAt, r.prevSettingsKey, g.name, g.type, g.examDate, e.exam.subjectId, e.exam.fullScore, r.clazzName, r.students]);
}

/**
 * The class report text (报告 tab). Written from four pages' data, it is kept per process for the
 * stamp of its inputs (textStamp), so that a class's text costs three small reads once written
 * (the exam, the class's membership and the stamp). Access is checked on every request, before
 * the cache.
 */
export async function classReportText(db: Db, auth: AuthContext, examId: number, clazzId: number): Promise<{ clazzName: string; paragraphs: string[] }> {
  const e = await requireExam(db, auth, examId);
  await assertCanViewClazz(db, auth, e.group, e.exam.subjectId, clazzId);
  const key = `${examId}:${clazzId}`;
  const before = await textStamp(db, auth, examId, clazzId, e);
  const hit = before == null ? undefined : reportTexts.get(key, before);
  if (hit) return hit;
  // Builds the report first when it is stale (or refuses an exam in marking).
  const r = await classReport(db, auth, examId, clazzId);
  const text = deepFreeze({ clazzName: r.clazzName, paragraphs: r.paragraphs });
  // Stamped after writing: writing it may have rebuilt this exam's or the previous exam's report.
  const after = await textStamp(db, auth, examId, clazzId, e);
  return after == null ? text : reportTexts.set(key, after, text);
}

/** Display formats of the class Excel that the pages show as arrows or signed percentages. */
const RANK_CHANGE_FMT = '"↑"0;"↓"0;0';
const PCT_DIFF_FMT = '+0.0%;-0.0%;0.0%';

/**
 * The class Excel: one sheet per page, each cell the figure of the page it comes from (成绩单 = the
 * class page's student table, 试题分析 = the question analysis, 知识点 = the knowledge points), as a
 * number with the page's rounding as its display format.
 */
export async function classReportExcel(db: Db, auth: AuthContext, examId: number, clazzId: number): Promise<{ buffer: Buffer; fileName: string }> {
  const r = await classReport(db, auth, examId, clazzId);
  const wb = new ExcelJS.Workbook();
  const title = `${r.clazzName} ${r.summary.exam.name} ${r.summary.exam.subjectName}`;
  addTableSheet(wb, '成绩单', {
    title: `${title} 成绩单`,
    columns: [
      { header: '学号', width: 14 },
      { header: '姓名', width: 10 },
      { header: '得分', width: 8, numFmt: NUM_FMT.score },
      { header: '班级排名', width: 9, numFmt: NUM_FMT.int },
      { header: '年级排名', width: 9, numFmt: NUM_FMT.int },
      { header: '名次变化', width: 9, numFmt: RANK_CHANGE_FMT },
      { header: '得分率', width: 9, numFmt: NUM_FMT.rate },
      { header: '分层', width: 9 },
      { header: '超越率', width: 9, numFmt: NUM_FMT.rate },
      { header: '缺考', width: 6 },
    ],
    rows: r.summary.students.map((st) => [st.studentNum, st.studentName, st.score, st.rank, st.gradeRank, st.compare, st.scoring, st.layeredName, st.ratio, st.missExam ? '缺考' : '否']),
  });
  addTableSheet(wb, '试题分析', {
    title: `${title} 试题分析`,
    columns: [
      { header: '题号', width: 7 },
      { header: '题型', width: 10 },
      { header: '满分', width: 7, numFmt: NUM_FMT.score },
      { header: '班级平均分', width: 10, numFmt: NUM_FMT.fixed2 },
      { header: '班级得分率', width: 10, numFmt: NUM_FMT.rate },
      { header: '年级得分率', width: 10, numFmt: NUM_FMT.rate },
      { header: '区分度', width: 8, numFmt: NUM_FMT.fixed2 },
      { header: '满分人数', width: 8, numFmt: NUM_FMT.int },
      { header: '零分人数', width: 8, numFmt: NUM_FMT.int },
      { header: '知识点', width: 30 },
    ],
    rows: r.topics.map((t) => [
      t.questionNo,
      t.objective ? (t.choiceKind === 'multiple' ? '客观·多选' : '客观·单选') : '主观',
      t.fullScore,
      t.clazz?.average,
      t.clazz?.scoringRate,
      t.grade?.scoringRate,
      // The class's 区分度, as on the question analysis page (not the grade's).
      t.clazz?.discrimination,
      t.clazz?.fullMarkCount,
      t.clazz?.zeroCount,
      t.knowledgePoints.map((k) => k.name).join('、'),
    ]),
  });
  addTableSheet(wb, '知识点', {
    title: `${title} 知识点`,
    columns: [
      { header: '知识点', width: 24 },
      { header: '题号', width: 16 },
      { header: '分值', width: 7, numFmt: NUM_FMT.score },
      { header: '班级掌握率', width: 10, numFmt: NUM_FMT.rate },
      { header: '年级掌握率', width: 10, numFmt: NUM_FMT.rate },
      { header: '差值', width: 8, numFmt: PCT_DIFF_FMT },
    ],
    rows: r.points.map((p) => [p.name, p.questionNos.join('、'), p.fullScore, p.clazzMastery, p.gradeMastery, p.clazzMastery != null && p.gradeMastery != null ? p.clazzMastery - p.gradeMastery : null]),
  });
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `${r.summary.exam.name}-${r.summary.exam.subjectName}-${r.clazzName}成绩单.xlsx` };
}

function cell(text: string, bold = false) {
  return new TableCell({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, bold, size: 20 })] })] });
}

export async function classReportWord(db: Db, auth: AuthContext, examId: number, clazzId: number): Promise<{ buffer: Buffer; fileName: string }> {
  const r = await classReport(db, auth, examId, clazzId);
  const c = r.summary.clazz;
  const g = r.summary.grade;
  // The class page's cards (summary-cards.tsx): the same names, figures and rounding.
  const statRows: [string, string, string][] = [
    ['参考人数', String(c.participants), String(g.participants)],
    ['缺考', String(c.absent), String(g.absent)],
    ['平均分', fmtFixed(c.average), fmtFixed(g.average)],
    ['最高分', n1(c.max), n1(g.max)],
    ['最低分', n1(c.min), n1(g.min)],
    ['中位数', n1(c.median), n1(g.median)],
    ['标准差', fmtFixed(c.stdDev), fmtFixed(g.stdDev)],
    ['及格率', pct(c.pass.rate), pct(g.pass.rate)],
    ['优秀率', pct(c.excellent.rate), pct(g.excellent.rate)],
    ['低分率', pct(c.low.rate), pct(g.low.rate)],
  ];
  const doc = new Document({
    styles: { default: { document: { run: { font: 'SimSun', size: 22 } } } },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: `${r.clazzName}${r.summary.exam.name}${r.summary.exam.subjectName}成绩分析报告`, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: `考试日期：${r.summary.exam.examDate}  满分：${n1(r.summary.exam.fullScore)}分`, size: 20 })] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('一、总体情况')] }),
          ...r.paragraphs.map((p) => new Paragraph({ indent: { firstLine: 480 }, spacing: { after: 120 }, children: [new TextRun(p)] })),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('二、班级与年级对比')] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [new TableRow({ children: [cell('指标', true), cell(r.clazzName, true), cell('年级', true)] }), ...statRows.map((row) => new TableRow({ children: row.map((t) => cell(t)) }))],
          }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('三、学生成绩')] }),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              new TableRow({ children: ['学号', '姓名', '得分', '班级排名', '年级排名', '名次变化', '分层'].map((t) => cell(t, true)) }),
              ...r.summary.students.map(
                (s) =>
                  new TableRow({
                    children: [s.studentNum, s.studentName, s.missExam ? '缺考' : n1(s.score), s.rank == null ? '-' : String(s.rank), s.gradeRank == null ? '-' : String(s.gradeRank), s.compare == null ? '-' : s.compare > 0 ? `↑${s.compare}` : s.compare < 0 ? `↓${-s.compare}` : '0', s.layeredName ?? '-'].map((t) => cell(t)),
                  }),
              ),
            ],
          }),
        ],
      },
    ],
  });
  return { buffer: await Packer.toBuffer(doc), fileName: `${r.summary.exam.name}-${r.summary.exam.subjectName}-${r.clazzName}分析报告.docx` };
}
