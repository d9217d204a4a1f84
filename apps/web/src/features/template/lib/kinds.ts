import { TEMPLATE_KIND_NAMES, TEMPLATE_KIND_SEGMENTS, TEMPLATE_KINDS, type TTemplateBasketKind, type TTemplateKind } from '@app/contract/template';
import { paths } from '../../../app/paths';

/** The list address of a kind (/template/word, /template/foreignjournal …). */
export const kindPath = (kind: TTemplateKind) => `${paths.template}/${TEMPLATE_KIND_SEGMENTS[kind]}`;
export const basketPath = (kind: TTemplateBasketKind) => `${kindPath(kind)}/basket`;

/** The kind a /template address is about (its second segment), or null. */
export function kindOfPath(pathname: string): TTemplateKind | null {
  const segment = pathname.split('/')[2] ?? '';
  return TEMPLATE_KINDS.find((k) => TEMPLATE_KIND_SEGMENTS[k] === segment) ?? null;
}

/** What a kind's list calls its category filter and whether it has themes (写作模板 and 二轮复习 have none). */
export const KIND_UI: Record<TTemplateKind, { categoryLabel: string; hasTopic: boolean; searchHint: string }> = {
  word: { categoryLabel: '主题', hasTopic: true, searchHint: '搜索话题或单词' },
  phrase: { categoryLabel: '主题', hasTopic: true, searchHint: '搜索短语或释义' },
  essay: { categoryLabel: '题型', hasTopic: true, searchHint: '搜索范文题目或内容' },
  write: { categoryLabel: '题型', hasTopic: false, searchHint: '搜索模板或句式' },
  journal: { categoryLabel: '栏目', hasTopic: true, searchHint: '搜索标题或正文' },
  secondround: { categoryLabel: '专题', hasTopic: false, searchHint: '搜索专题或考点' },
};

export const kindName = (kind: TTemplateKind) => TEMPLATE_KIND_NAMES[kind];
