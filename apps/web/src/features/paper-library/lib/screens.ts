/**
 * The library screens of the paper centre and the fine-paper routes (spec section 2): which
 * categories each lists, where its papers open, and its title.
 */
import { LIBRARY_SCREENS, type TFinePaperCategory } from '@app/contract';
import { paths } from '../../../app/paths';
import type { TFamily } from './family';

export type TLibrarySource = TFamily | 'time';

export type TScreenKey = 'fine' | 'time' | 'innovate' | 'trainsecond' | 'gaokao' | 'gkyten';

export type TScreen = {
  key: TScreenKey;
  title: string;
  /** The categories it lists (the contract's LIBRARY_SCREENS); several are offered as tabs with 全部. */
  categories: readonly TFinePaperCategory[];
};

export const SCREENS: Record<TScreenKey, TScreen> = {
  fine: { key: 'fine', title: '精品试卷库', categories: LIBRARY_SCREENS.fine },
  time: { key: 'time', title: '周月卷库', categories: LIBRARY_SCREENS.time },
  innovate: { key: 'innovate', title: '创新套卷', categories: LIBRARY_SCREENS.innovate },
  trainsecond: { key: 'trainsecond', title: '二轮专题训练卷', categories: LIBRARY_SCREENS.trainsecond },
  gaokao: { key: 'gaokao', title: '高考真题', categories: LIBRARY_SCREENS.gaokao },
  gkyten: { key: 'gkyten', title: '名师猜作文', categories: LIBRARY_SCREENS.gkyten },
};

/** Where a paper of a list opens, and where its analysis page is. */
export type TPaperLinks = { detail: string; analysis: string };

export const LINKS = {
  /** /paper/test_sel_topic: maths (fine_test, excellent_test) and English (excellent_test_en). */
  selMaths: { detail: paths.paperSelDetails, analysis: paths.paperSelAnalysis },
  selEnglish: { detail: paths.paperSelDetailsEn, analysis: paths.paperSelAnalysis },
  /** The fine-paper routes outside /paper. */
  excellentMaths: { detail: paths.paperDetails, analysis: paths.fineTestAnalysis },
  excellentEnglish: { detail: paths.paperDetailsEn, analysis: paths.fineTestAnalysis },
  time: { detail: paths.paperTimeDetails, analysis: paths.paperTimeAnalysis },
  innovate: { detail: paths.innovateDetail, analysis: paths.fineTestAnalysis },
  trainsecond: { detail: paths.trainSecondDetail, analysis: paths.fineTestAnalysis },
  gaokao: { detail: paths.gaokaoDetail, analysis: paths.fineTestAnalysis },
  gkyten: { detail: paths.gkytenDetail, analysis: paths.fineTestAnalysis },
} satisfies Record<string, TPaperLinks>;

export const detailHref = (base: string, paperId: number) => `${base}?paperId=${paperId}`;
export const analysisHref = (base: string, paperId: number, subjectId: number) => `${base}?paperId=${paperId}&paperType=1&subjectId=${subjectId}`;
