/**
 * The tooltips of the academic charts that ECharts cannot write itself (several figures per
 * point). Class names and option labels are data: every line goes through `tooltipLines`, so a
 * name with HTML in it is shown as text (lib/escape-html.ts).
 */
import type { TCompareClazz } from '../api/grade-compare';
import type { TGroupStats } from '../api/clazz-summary';
import { tooltipLines, type SafeHtml } from '../../../lib/escape-html';
import { fmtFixed, fmtNum, fmtPct } from '../../../lib/report-format';

/** 年级对比's box plot: the class and its five-number summary with the average. */
export function boxPlotTooltip(c: TCompareClazz): SafeHtml {
  return tooltipLines([c.clazzName, `最高分 ${fmtNum(c.max)}`, `上四分位 ${fmtNum(c.q3)}`, `中位数 ${fmtNum(c.median)}`, `下四分位 ${fmtNum(c.q1)}`, `最低分 ${fmtNum(c.min)}`, `平均分 ${fmtFixed(c.average)}`]);
}

type Band = TGroupStats['bands'][number];

/** 分数段: the band's range and the class's and grade's counts and shares (percent). */
export function scoreBandTooltip(band: Band | undefined, clazz: { count: number; share: number }, grade: { count: number; share: number }): SafeHtml {
  const range = band ? `${fmtNum(band.from)} ≤ 分数 ${band.toInclusive ? '≤' : '<'} ${fmtNum(band.to)}` : '';
  return tooltipLines([range, `班级：${clazz.count} 人（${clazz.share}%）`, `年级：${grade.count} 人（${grade.share}%）`]);
}

/** 选项分布: the option (the key marked), its count and share in the class and the grade's share. */
export function optionTooltip(bar: { label: string; correct: boolean; count: number; gradeRate: number | null }, participants: number): SafeHtml {
  return tooltipLines([`${bar.label}${bar.correct ? '（正确答案）' : ''}`, `班级：${bar.count} 人（${fmtPct(participants ? bar.count / participants : null)}）`, `年级：${fmtPct(bar.gradeRate)}`]);
}
