import type { TStudentExam } from '../api/student-trend';

export type ExamTypeCount = { typeName: string; total: number; sat: number; missed: number };

/** Exams of the term by type: how many there were, how many the student sat and missed. */
export function countByType(exams: readonly TStudentExam[]): ExamTypeCount[] {
  const map = new Map<string, ExamTypeCount>();
  for (const e of exams) {
    const c = map.get(e.typeName) ?? { typeName: e.typeName, total: 0, sat: 0, missed: 0 };
    c.total += 1;
    if (e.missExam) c.missed += 1;
    else c.sat += 1;
    map.set(e.typeName, c);
  }
  return [...map.values()];
}

/** The score as a share of the paper (0-1), null when absent. */
export const scoreRate = (e: TStudentExam): number | null => (e.missExam || e.score == null || !e.fullScore ? null : e.score / e.fullScore);

export type TermSummary = {
  sat: number;
  missed: number;
  averageRate: number | null;
  best: TStudentExam | null;
  worst: TStudentExam | null;
  firstRank: TStudentExam | null;
  lastRank: TStudentExam | null;
  /**
   * Places gained from the first to the last exam with a rank (positive: improved), over the
   * students who sat both (the server's figure, `cohortRankGain`); grade ranks of two exams sat by
   * different students are not compared.
   */
  rankGain: number | null;
};

/** A student's term in figures: exams sat, average score rate, best and worst exam, rank change. */
export function termSummary(exams: readonly TStudentExam[], cohortRankGain: number | null = null): TermSummary {
  const sat = exams.filter((e) => scoreRate(e) != null);
  const rates = sat.map((e) => scoreRate(e)!);
  const byRate = [...sat].sort((a, b) => scoreRate(b)! - scoreRate(a)!);
  const ranked = sat.filter((e) => e.gradeRank != null);
  const firstRank = ranked[0] ?? null;
  const lastRank = ranked[ranked.length - 1] ?? null;
  return {
    sat: sat.length,
    missed: exams.filter((e) => e.missExam).length,
    averageRate: rates.length ? rates.reduce((s, r) => s + r, 0) / rates.length : null,
    best: byRate[0] ?? null,
    worst: byRate.length > 1 ? byRate[byRate.length - 1]! : null,
    firstRank,
    lastRank,
    rankGain: firstRank && lastRank && firstRank !== lastRank ? cohortRankGain : null,
  };
}

export type ReviewWeek = { week: number; title: string; tasks: string[] };
export type ReviewPlan = { kpId: number; name: string; mastery: number; level: string; advice: string; weeks: ReviewWeek[] };

/**
 * A holiday review plan for one weak knowledge point, week by week, following the level of the
 * improveGuide advice (the API's thresholds: below 40% weak basics, below 60% methods not yet
 * sure, below 80% basically mastered).
 */
export function reviewPlanFor(item: { kpId: number; name: string; mastery: number; advice: string }): ReviewPlan {
  const n = `“${item.name}”`;
  let level: string;
  let weeks: ReviewWeek[];
  if (item.mastery < 0.4) {
    level = '基础薄弱';
    weeks = [
      { week: 1, title: '回归课本', tasks: [`重读课本中${n}的概念、公式与例题，整理成一页笔记`, '把本学期这一知识点的错题抄到错题本并订正'] },
      { week: 2, title: '基础训练', tasks: ['每天做3-5道基础题，做完立即对答案', '错题标注错因（概念不清 / 计算失误 / 审题不清）'] },
      { week: 3, title: '巩固复测', tasks: [`限时完成一组${n}基础小测，目标正确率70%以上`, '未达标的题型回到第2周再练一轮'] },
    ];
  } else if (item.mastery < 0.6) {
    level = '方法不熟';
    weeks = [
      { week: 1, title: '归纳题型', tasks: [`归纳${n}的常见题型与解题步骤，每类写出一道例题`] },
      { week: 2, title: '针对练习', tasks: ['完成一组中档针对性练习（8-10题）并逐题订正', '对照解题步骤检查自己卡在哪一步'] },
      { week: 3, title: '限时检测', tasks: ['限时完成一组中档题，目标正确率80%以上'] },
    ];
  } else {
    level = '基本掌握';
    weeks = [
      { week: 1, title: '综合提升', tasks: [`做3-5道含${n}的综合题，提高灵活运用能力`] },
      { week: 2, title: '规范作答', tasks: ['复盘本学期失分题，注意审题与书写规范，减少无谓失分'] },
    ];
  }
  return { kpId: item.kpId, name: item.name, mastery: item.mastery, level, advice: item.advice, weeks };
}
