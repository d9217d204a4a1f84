/**
 * The demo school's 校本试卷 (docs/school-paper.md): a few papers of 高一 and 高三 teachers, made
 * at seed time (Word with the docx library, PDF with pdf-lib, whose standard fonts have no Chinese:
 * the PDF's text is English and numbers, its name Chinese), two of them shared to the school's
 * library, and one print job for 高一(1)(2)班; head11 set the midterm review as homework for
 * 高一(1)班, due the day before DEMO_NOW (over, so what students see does not depend on the date,
 * as the writing demo): some students marked it done, some handed in photos
 * (drawn here), two have the teacher's comment. A few teaching aids (教辅资料) of each kind.
 * Dates count from DEMO_NOW.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { clazz, grade, homework, homeworkClazz, homeworkSubmission, schoolPaper, schoolPaperPrint, schoolPaperPrintClazz, schoolResource, student, teacher } from '../db/schema.js';
import { DOCX_TYPE, PDF_TYPE } from '../modules/school-paper/file-check.js';
import type { Storage } from '../storage/storage.js';
import { demoDaysAgo } from './clock.js';

async function wordPaper(title: string, questions: readonly string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.HEADING_1, alignment: AlignmentType.CENTER, children: [new TextRun({ text: title, bold: true })] }),
          new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('班级：________  姓名：________  学号：________')] }),
          ...questions.map((q, i) => new Paragraph({ spacing: { before: 240 }, children: [new TextRun(`${i + 1}. ${q}`)] })),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

async function pdfPaper(title: string, lines: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  page.drawText(title, { x: 60, y: 780, size: 20, font: bold });
  page.drawText('Class: ________   Name: ________   No.: ________', { x: 60, y: 750, size: 11, font });
  let y = 710;
  for (const [i, line] of lines.entries()) {
    if (y < 80) {
      page = doc.addPage([595, 842]);
      y = 780;
    }
    page.drawText(`${i + 1}. ${line}`, { x: 60, y, size: 12, font });
    y -= 48;
  }
  return Buffer.from(await doc.save());
}

type DemoPaper = { account: string; name: string; subjectId: number; grade: string; shared: boolean; daysAgo: number; make: () => Promise<{ data: Buffer; type: 'pdf' | 'docx' }> };

const MATHS_LINES = ['Solve for x: 2x + 3 = 11', 'f(x) = x^2 - 4x + 3. Find the minimum of f(x).', 'Find the domain of g(x) = sqrt(x - 1).', 'A = {1, 2, 3}, B = {2, 3, 4}. Find A n B and A u B.', 'Is f(x) = x^3 odd or even? Explain.', 'sin(30 deg) + cos(60 deg) = ?'];

const PAPERS: readonly DemoPaper[] = [
  { account: 'head11', name: '高一数学期中复习卷', subjectId: 3, grade: '高一', shared: true, daysAgo: 12, make: async () => ({ data: await pdfPaper('Grade 10 Mathematics - Midterm Review', MATHS_LINES), type: 'pdf' }) },
  {
    account: 'head11',
    name: '高一数学第12周周测',
    subjectId: 3,
    grade: '高一',
    shared: false,
    daysAgo: 3,
    make: async () => ({ data: await wordPaper('高一数学第12周周测', ['已知集合A={1,2,3}，B={2,3,4}，求A∩B。', '函数f(x)=x²−4x+3的最小值是多少？', '解不等式 2x−1>3。', '求函数g(x)=√(x−1)的定义域。']), type: 'docx' }),
  },
  {
    account: 'english1',
    name: '高一英语Unit 3单元测试',
    subjectId: 8,
    grade: '高一',
    shared: true,
    daysAgo: 8,
    make: async () => ({ data: await wordPaper('高一英语 Unit 3 单元测试', ['Fill in the blanks with the proper form of the words given.', 'Translate: 我们应当保护环境。', 'Write a short note (about 80 words) inviting your friend to the school sports meeting.']), type: 'docx' }),
  },
  { account: 'maths1', name: '高一数学函数专题练习', subjectId: 3, grade: '高一', shared: false, daysAgo: 5, make: async () => ({ data: await pdfPaper('Grade 10 Mathematics - Functions', MATHS_LINES.slice(1)), type: 'pdf' }) },
  {
    account: 'leader3',
    name: '高三语文古诗文默写练习',
    subjectId: 9,
    grade: '高三',
    shared: true,
    daysAgo: 20,
    make: async () => ({ data: await wordPaper('高三语文古诗文默写练习', ['《劝学》中“________，________”两句，强调积累的重要。', '《赤壁赋》中“________，________”写出了江上月夜的景色。', '《念奴娇·赤壁怀古》中“________，________”两句借景抒情。']), type: 'docx' }),
  },
];

export async function seedDemoSchoolPapers(db: Db, storage: Storage, schoolId: number): Promise<void> {
  const staff = await db.select({ id: teacher.id, account: teacher.account }).from(teacher).where(and(eq(teacher.schoolId, schoolId), inArray(teacher.account, [...new Set([...PAPERS, ...RESOURCES].map((p) => p.account))])));
  const grades = await db.select({ id: grade.id, name: grade.name }).from(grade).where(and(eq(grade.schoolId, schoolId), eq(grade.section, 2)));
  await seedResources(db, storage, schoolId, staff, grades);
  const ids: number[] = [];
  for (const p of PAPERS) {
    const teacherId = staff.find((t) => t.account === p.account)?.id;
    const gradeId = grades.find((g) => g.name === p.grade)?.id;
    if (!teacherId || !gradeId) continue;
    const { data, type } = await p.make();
    const key = `school-papers/${schoolId}/${randomUUID()}.${type}`;
    await storage.put(key, data, type === 'pdf' ? PDF_TYPE : DOCX_TYPE);
    const at = demoDaysAgo(p.daysAgo);
    const [row] = await db
      .insert(schoolPaper)
      .values({ schoolId, teacherId, name: p.name, subjectId: p.subjectId, gradeId, fileType: type, fileName: `${p.name}.${type}`, fileSize: data.length, fileKey: key, shared: p.shared, createdAt: at, updatedAt: at })
      .returning({ id: schoolPaper.id });
    ids.push(row!.id);
  }
  // head11 sent the midterm review to print for 高一(1)(2)班, two spare copies each.
  const head = staff.find((t) => t.account === 'head11')?.id;
  if (!head || ids[0] == null) return;
  const classes = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, schoolId), inArray(clazz.name, ['高一(1)班', '高一(2)班'])));
  if (!classes.length) return;
  const [job] = await db
    .insert(schoolPaperPrint)
    .values({ schoolId, paperId: ids[0], teacherId: head, paperSize: 1, spare: 2, printDate: '2026-11-24', status: 1, createdAt: demoDaysAgo(1) })
    .returning({ id: schoolPaperPrint.id });
  for (const c of classes) {
    const n = (await db.select({ id: student.id }).from(student).where(and(eq(student.clazzId, c.id), eq(student.status, 1)))).length;
    await db.insert(schoolPaperPrintClazz).values({ printId: job!.id, clazzId: c.id, copies: n + 2 });
  }
  await seedHomework(db, storage, schoolId, head, ids[0]);
}

/** A phone photo of worked answers: a page with lines of "handwriting" (dark strokes), as a JPEG. */
async function workPhoto(seed: number): Promise<Buffer> {
  const strokes = Array.from({ length: 9 }, (_, i) => ({
    input: { create: { width: 500 + ((seed * 37 + i * 53) % 300), height: 10, channels: 3 as const, background: '#2b2b3a' } },
    left: 80,
    top: 120 + i * 110,
  }));
  return sharp({ create: { width: 1000, height: 1300, channels: 3, background: '#f6f3ea' } }).composite(strokes).jpeg({ quality: 70 }).toBuffer();
}

async function seedHomework(db: Db, storage: Storage, schoolId: number, teacherId: number, paperId: number): Promise<void> {
  const [c1] = await db.select({ id: clazz.id }).from(clazz).where(and(eq(clazz.schoolId, schoolId), eq(clazz.name, '高一(1)班')));
  if (!c1) return;
  const [hw] = await db
    .insert(homework)
    .values({ schoolId, teacherId, paperId, title: '期中复习卷（第1-6题）', dueAt: demoDaysAgo(1), createdAt: demoDaysAgo(8) })
    .returning({ id: homework.id });
  await db.insert(homeworkClazz).values({ homeworkId: hw!.id, clazzId: c1.id });
  const students = await db.select({ id: student.id }).from(student).where(and(eq(student.clazzId, c1.id), eq(student.status, 1))).orderBy(asc(student.studentNum)).limit(12);
  // The first four handed in photos (two of them commented), the next four only marked it done; the rest not yet.
  for (const [i, s] of students.slice(0, 8).entries()) {
    const photoKeys: string[] = [];
    if (i < 4) {
      for (let n = 0; n < (i % 2) + 1; n++) {
        const key = `homework-photos/${schoolId}/${hw!.id}/${s.id}-${randomUUID()}.jpg`;
        await storage.put(key, await workPhoto(i * 3 + n), 'image/jpeg');
        photoKeys.push(key);
      }
    }
    const comment = i === 0 ? '步骤完整，第5题注意定义域。' : i === 1 ? '第3题的并集写错了，订正后再交一张。' : '';
    await db.insert(homeworkSubmission).values({ homeworkId: hw!.id, studentId: s.id, clazzId: c1.id, done: true, photoKeys, comment, commentedAt: comment ? demoDaysAgo(0.5) : null, updatedAt: demoDaysAgo(2 + i * 0.1) });
  }
}

type DemoResource = { account: string; kind: string; title: string; subjectId: number; grade: string; description: string; daysAgo: number; make: () => Promise<{ data: Buffer; type: 'pdf' | 'docx' }> };

const RESOURCES: readonly DemoResource[] = [
  { account: 'leader1', kind: 'booklist', title: '高一英语课外阅读书单', subjectId: 8, grade: '高一', description: '上学期推荐的10本英文读物，按难度排列。', daysAgo: 25, make: async () => ({ data: await wordPaper('高一英语课外阅读书单', ['Charlotte’s Web — E. B. White', 'The Little Prince — Antoine de Saint-Exupéry', 'Holes — Louis Sachar']), type: 'docx' }) },
  { account: 'head11', kind: 'knowledge', title: '高一数学必修一知识清单', subjectId: 3, grade: '高一', description: '集合、函数概念与性质、指数函数。', daysAgo: 9, make: async () => ({ data: await wordPaper('高一数学必修一知识清单', ['集合的含义与表示；集合间的基本关系。', '函数的概念、定义域与值域；单调性与奇偶性。', '指数幂的运算；指数函数的图像与性质。']), type: 'docx' }) },
  { account: 'leader3', kind: 'topic', title: '高三语文作文素材专题', subjectId: 9, grade: '高三', description: '时评类作文的论据与例文。', daysAgo: 14, make: async () => ({ data: await wordPaper('高三语文作文素材专题', ['科技与人文：以“中国天眼”为例。', '青年与担当：从志愿服务谈起。']), type: 'docx' }) },
  { account: 'maths1', kind: 'paper', title: '高一数学上学期期末真题', subjectId: 3, grade: '高一', description: '区统考卷，附答案。', daysAgo: 30, make: async () => ({ data: await pdfPaper('Grade 10 Mathematics - Final Exam (last year)', MATHS_LINES), type: 'pdf' }) },
];

async function seedResources(db: Db, storage: Storage, schoolId: number, staff: { id: number; account: string }[], grades: { id: number; name: string }[]): Promise<void> {
  for (const r of RESOURCES) {
    const teacherId = staff.find((t) => t.account === r.account)?.id;
    const gradeId = grades.find((g) => g.name === r.grade)?.id;
    if (!teacherId || !gradeId) continue;
    const { data, type } = await r.make();
    const key = `school-resources/${schoolId}/${randomUUID()}.${type}`;
    await storage.put(key, data, type === 'pdf' ? PDF_TYPE : DOCX_TYPE);
    const at = demoDaysAgo(r.daysAgo);
    await db.insert(schoolResource).values({ schoolId, teacherId, kind: r.kind, title: r.title, subjectId: r.subjectId, gradeId, description: r.description, fileType: type, fileName: `${r.title}.${type}`, fileSize: data.length, fileKey: key, createdAt: at, updatedAt: at });
  }
}
