/** The Excel download of a put's reports: 班级, 学生 and 单词 sheets, as the three report screens show them. */
import ExcelJS from 'exceljs';
import { schoolDateTime } from '@app/contract';
import { type TVocabResults, type TVocabStudentReport, type TVocabWordReport } from '@app/contract/vocabulary';
import { addTableSheet, NUM_FMT } from '../../http/excel-sheet.js';

export async function reportWorkbook(results: TVocabResults, students: TVocabStudentReport, words: TVocabWordReport): Promise<{ buffer: Buffer; fileName: string }> {
  const put = results.put;
  const when = `${schoolDateTime(new Date(put.startAt))} 至 ${schoolDateTime(new Date(put.endAt))}`;
  const heading = `${put.listName}（${put.modeNames.join('、')}，${put.rounds}轮，${when}）`;
  const wb = new ExcelJS.Workbook();
  const modeHeaders = put.modeNames.map((m) => `${m}正确率`);
  addTableSheet(wb, '班级', {
    title: `词汇练习班级统计 ${heading}`,
    columns: [
      { header: '班级', width: 14 },
      { header: '人数', width: 8, numFmt: NUM_FMT.int },
      { header: '已开始', width: 8, numFmt: NUM_FMT.int },
      { header: '已完成', width: 8, numFmt: NUM_FMT.int },
      { header: '完成率', width: 10, numFmt: NUM_FMT.rate },
      { header: '答题数', width: 10, numFmt: NUM_FMT.int },
      { header: '正确率', width: 10, numFmt: NUM_FMT.rate },
      ...modeHeaders.map((header) => ({ header, width: 12, numFmt: NUM_FMT.rate })),
    ],
    rows: [...results.clazzes.map((c) => ({ name: c.clazzName, ...c })), { name: '合计', ...results.total }].map((c) => [
      c.name,
      c.studentCount,
      c.startedCount,
      c.finishedCount,
      c.completionRate,
      c.answerCount,
      c.accuracy,
      ...c.modeAccuracy.map((m) => m.accuracy),
    ]),
  });
  addTableSheet(wb, '学生', {
    title: `词汇练习学生统计 ${heading}`,
    columns: [
      { header: '班级', width: 14 },
      { header: '学号', width: 14 },
      { header: '姓名', width: 10 },
      { header: '进度', width: 8, numFmt: NUM_FMT.rate },
      { header: '完成轮数', width: 10, numFmt: NUM_FMT.int },
      { header: '答题数', width: 8, numFmt: NUM_FMT.int },
      { header: '正确率', width: 8, numFmt: NUM_FMT.rate },
      { header: '最近作答', width: 18 },
      { header: '错词（错误次数）', width: 60 },
    ],
    rows: students.students.map((s) => [
      s.clazzName,
      s.studentNum,
      s.name,
      s.progress,
      s.roundsDone,
      s.answerCount,
      s.accuracy,
      s.lastAnsweredAt ? schoolDateTime(new Date(s.lastAnsweredAt)) : '未作答',
      s.wrongWords.map((w) => `${w.word}（${w.wrongCount}）`).join('、'),
    ]),
  });
  addTableSheet(wb, '单词', {
    title: `词汇练习单词统计（错误最多的在前） ${heading}`,
    columns: [
      { header: '单词', width: 16 },
      { header: '音标', width: 16 },
      { header: '释义', width: 30 },
      { header: '作答次数', width: 10, numFmt: NUM_FMT.int },
      { header: '错误次数', width: 10, numFmt: NUM_FMT.int },
      { header: '错误率', width: 8, numFmt: NUM_FMT.rate },
      { header: '错误人数', width: 10, numFmt: NUM_FMT.int },
      { header: '常见错误答案', width: 50 },
    ],
    rows: words.words.map((w) => [w.word, w.phonetic, w.meaning, w.answerCount, w.wrongCount, w.errorRate, w.studentsWrong, w.wrongAnswers.map((a) => `${a.modeName}：${a.answer}（${a.count}次）`).join('；')]),
  });
  return { buffer: Buffer.from(await wb.xlsx.writeBuffer()), fileName: `词汇练习报告_${put.listName}.xlsx` };
}
