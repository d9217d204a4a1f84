// Knowledge-point (知识点) trees per platform subject (senior 9/3/8/12-17, junior 29/23/28), built on the
// national curriculum standards (普通高中课程标准 2017年版2020年修订, 义务教育课程标准 2022年版): at least
// three levels (module or strand → chapter → point, deeper where the standards are). One file per subject
// under knowledge-points/; ids are explicit there (subjectId × 1000 + n, kept forever), sort is the
// 1-based position under the parent. apply.ts brings every installation to this tree at start-up.
import { flattenTree, type TKnowledgePointRef } from './knowledge-points/tree.js';
import { SENIOR_CHINESE } from './knowledge-points/senior-chinese.js';
import { SENIOR_MATHS } from './knowledge-points/senior-maths.js';
import { SENIOR_ENGLISH } from './knowledge-points/senior-english.js';
import { SENIOR_PHYSICS } from './knowledge-points/senior-physics.js';
import { SENIOR_CHEMISTRY } from './knowledge-points/senior-chemistry.js';
import { SENIOR_BIOLOGY } from './knowledge-points/senior-biology.js';
import { SENIOR_POLITICS } from './knowledge-points/senior-politics.js';
import { SENIOR_HISTORY } from './knowledge-points/senior-history.js';
import { SENIOR_GEOGRAPHY } from './knowledge-points/senior-geography.js';
import { JUNIOR_CHINESE } from './knowledge-points/junior-chinese.js';
import { JUNIOR_MATHS } from './knowledge-points/junior-maths.js';
import { JUNIOR_ENGLISH } from './knowledge-points/junior-english.js';

export type { TKnowledgePointRef };

export const KNOWLEDGE_POINTS: readonly TKnowledgePointRef[] = [
  ...flattenTree(9, SENIOR_CHINESE),
  ...flattenTree(3, SENIOR_MATHS),
  ...flattenTree(8, SENIOR_ENGLISH),
  ...flattenTree(12, SENIOR_PHYSICS),
  ...flattenTree(13, SENIOR_CHEMISTRY),
  ...flattenTree(14, SENIOR_BIOLOGY),
  ...flattenTree(15, SENIOR_POLITICS),
  ...flattenTree(16, SENIOR_HISTORY),
  ...flattenTree(17, SENIOR_GEOGRAPHY),
  ...flattenTree(29, JUNIOR_CHINESE),
  ...flattenTree(23, JUNIOR_MATHS),
  ...flattenTree(28, JUNIOR_ENGLISH),
];
