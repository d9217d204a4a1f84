/** The Excel downloads of /teaching: the teacher table, and the quality table with its matrices. */
import ExcelJS from 'exceljs';
import type { TTeachingQuality, TTeachingTeachers } from '@app/contract';
import { addTableSheet, NUM_FMT } from '../../http/excel-sheet.js';

const period = (s: { semesterName: string; startTime: string; endTime: string }) => `${s.semesterName}（${s.startTime} 至 ${s.endTime}）`;

export const TEACHER_HEADERS = ['教师', '任教学科', '任教班级', '分析考试数', '标注考试数', '阅卷量', '仲裁量', '平均每份用时(秒)', '引发仲裁比例', '双评一致率', '组卷数', '发送打印数', '收藏试题数'];

export async function teacherWorkbook(data: TTeachingTeachers): Promise<{ buffer: Buffer; fileName: string }> {
  const wb = new ExcelJS.Workbook();
  const fmt = [undefined, undefined, undefined, NUM_FMT.int, NUM_FMT.int, NUM_FMT.int, NUM_FMT.int, NUM_FMT.score, NUM_FMT.rate, NUM_FMT.rate, NUM_FMT.int, NUM_FMT.int, NUM_FMT.int];
  const widths = [12, 14, 24, 10, 10, 10, 10, 14, 12, 12, 10, 10, 10];
  addTableSheet(wb, '教师工作', {
    title: `教师工作统计 ${period(data.scope)}`,
    columns: TEACHER_HEADERS.map((header, i) => ({ header, width: widths[i], numFmt: fmt[i] })),
    rows: data.rows.map((r) => [r.teacherName, r.subjectNames.join('、'), r.clazzNames.join('、'), r.examsAnalysed, r.examsTagged, r.answersMarked, r.arbitrationsDone, r.avgSecondsPerAnswer, r.arbitrationShare, r.agreementRate, r.papersMade, r.papersSent, r.questionsCollected]),
  });
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `教师工作_${data.scope.startTime}_${data.scope.endTime}.xlsx` };
}

export const QUALITY_HEADERS = ['年级', '学科', '班级', '任课教师', '考试次数', '首次均值Z', '末次均值Z', '增值', '及格率变化', '优秀率变化', '末次及格率', '末次优秀率', '预警', '预警原因'];

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the workbook. */
function sheetName(base: string, used: Set<string>): string {
  const clean = base.replace(/[:\\/?*[\]]/g, ' ').slice(0, 28);
  let name = clean;
  for (let i = 2; used.has(name); i++) name = `${clean}${i}`;
  used.add(name);
  return name;
}

export async function qualityWorkbook(data: TTeachingQuality): Promise<{ buffer: Buffer; fileName: string }> {
  const wb = new ExcelJS.Workbook();
  const used = new Set<string>();
  const fmt = [undefined, undefined, undefined, undefined, NUM_FMT.int, NUM_FMT.fixed2, NUM_FMT.fixed2, NUM_FMT.fixed2, NUM_FMT.rate, NUM_FMT.rate, NUM_FMT.rate, NUM_FMT.rate];
  const widths = [8, 8, 14, 14, 8, 10, 10, 8, 10, 10, 10, 10, 6, 40];
  addTableSheet(wb, sheetName('增值评价', used), {
    title: `教学质量（增值评价） ${period(data.scope)}`,
    columns: QUALITY_HEADERS.map((header, i) => ({ header, width: widths[i], numFmt: fmt[i] })),
    rows: data.rows.map((r) => [r.gradeName, r.subjectName, r.clazzName, r.teacherNames.join('、'), r.examCount, r.firstZ, r.lastZ, r.valueAdded, r.passChange, r.excellentChange, r.lastPassRate, r.lastExcellentRate, r.flagged ? '是' : '否', r.reasons.join('；')]),
  });
  for (const m of data.matrices) {
    addTableSheet(wb, sheetName(`${m.gradeName}${m.subjectName}均值Z`, used), {
      title: `${m.gradeName}${m.subjectName} 班级均值Z（教师×考试）`,
      columns: [{ header: '班级', width: 14 }, { header: '任课教师', width: 14 }, ...m.exams.map((e) => ({ header: `${e.examName}（${e.examDate}）`, width: 16, numFmt: NUM_FMT.fixed2 }))],
      rows: m.rows.map((r) => [r.clazzName, r.teacherNames.join('、'), ...r.z]),
    });
  }
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `教学质量_${data.scope.startTime}_${data.scope.endTime}.xlsx` };
}
