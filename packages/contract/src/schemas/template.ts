/**
 * 英语资源 templates (/template, docs/template.md): the product's own English teaching resources —
 * 话题词汇 (topic word groups from the word bank), 短语 (phrase groups), 范文 (model essays), 写作模板
 * (writing templates), 外刊阅读 (journal-style readings) and 二轮复习 (second-round review handouts) —
 * browsed and searched, collected in a basket per kind and downloaded as a Word handout in the
 * teacher's order. Four of them are products a school opens (section 9's ids 11, 32, 59, 60): no
 * payment is taken; a teacher asks for access (订购申请) and the school master or administrator
 * opens it (a school setting).
 */
import { z } from 'zod';
import { zId, zIntParam, zPageNo, zPageSize } from './common.js';

// ---------------------------------------------------------------------------------------------
// Kinds and products
// ---------------------------------------------------------------------------------------------

export const TEMPLATE_KINDS = ['word', 'phrase', 'essay', 'write', 'journal', 'secondround'] as const;
export type TTemplateKind = (typeof TEMPLATE_KINDS)[number];
export const TEMPLATE_KIND_NAMES: Record<TTemplateKind, string> = {
  word: '话题词汇',
  phrase: '短语',
  essay: '范文',
  write: '写作模板',
  journal: '外刊阅读',
  secondround: '二轮复习',
};
/** The address segment of a kind under /template (foreignjournal and secondroundpreparation are the spec's). */
export const TEMPLATE_KIND_SEGMENTS: Record<TTemplateKind, string> = {
  word: 'word',
  phrase: 'phrase',
  essay: 'essay',
  write: 'write',
  journal: 'foreignjournal',
  secondround: 'secondroundpreparation',
};
/** Kinds that have a basket (二轮复习 is downloaded a topic at a time). */
export const TEMPLATE_BASKET_KINDS = ['word', 'phrase', 'essay', 'write', 'journal'] as const satisfies readonly TTemplateKind[];
export type TTemplateBasketKind = (typeof TEMPLATE_BASKET_KINDS)[number];
/** The most items one basket holds (a handout of more is not read). */
export const TEMPLATE_BASKET_MAX = 30;

/** 人与自我 / 人与社会 / 人与自然: the curriculum's three theme contexts, every item has one. */
export const TEMPLATE_TOPICS = ['人与自我', '人与社会', '人与自然'] as const;

/** The purchasable English writing resources (section 9: product ids 11, 32, 59, 60) and what each opens. */
export const ENGLISH_PRODUCTS = [
  { productId: 11, name: '高考英语范文精讲', kind: 'essay', description: '应用文、读后续写、概要写作范文，附题目、亮点批注与教师点评' },
  { productId: 32, name: '英语写作模板', kind: 'write', description: '应用文各文体及读后续写、概要写作的段落句式模板，附示例与易错提示' },
  { productId: 59, name: '外刊阅读精选', kind: 'journal', description: '外刊风格的时文阅读，附词汇注释、长难句分析、阅读问题与中文概要' },
  { productId: 60, name: '二轮复习资料', kind: 'secondround', description: '高三二轮复习专题讲义：考点梳理、典型例句、专项练习与考前自查' },
] as const satisfies readonly { productId: number; name: string; kind: TTemplateKind; description: string }[];
export type TEnglishProductId = (typeof ENGLISH_PRODUCTS)[number]['productId'];
export const productOfKind = (kind: TTemplateKind) => ENGLISH_PRODUCTS.find((p) => p.kind === kind);

// ---------------------------------------------------------------------------------------------
// The content of each kind (the data files' shapes)
// ---------------------------------------------------------------------------------------------

const zText = z.string().trim().min(1);
const zKey = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);
const zTopic = z.enum(TEMPLATE_TOPICS);

export const ZWordTopicContent = z.object({
  key: zKey,
  title: zText,
  topic: zTopic,
  theme: zText,
  intro: zText,
  words: z.array(zText).min(10),
  phrases: z.array(zText),
});
export const ZPhraseGroupContent = z.object({
  key: zKey,
  title: zText,
  topic: zTopic,
  theme: zText,
  phrases: z.array(z.object({ phrase: zText, meaning: zText, example: zText, exampleZh: zText })).min(5),
});
export const ZEssayContent = z.object({
  key: zKey,
  title: zText,
  type: z.enum(['应用文', '读后续写', '概要写作']),
  genre: zText,
  topic: zTopic,
  grade: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  prompt: zText,
  essay: zText,
  highlights: z.array(z.object({ text: zText, note: zText })),
  comment: zText,
});
export const ZWriteTemplateContent = z.object({
  key: zKey,
  title: zText,
  type: z.enum(['应用文', '读后续写', '概要写作']),
  genre: zText,
  summary: zText,
  sections: z.array(z.object({ name: zText, sentences: z.array(zText).min(1) })).min(1),
  example: zText,
  tips: z.array(zText),
});
export const ZJournalContent = z.object({
  key: zKey,
  title: zText,
  titleZh: zText,
  column: zText,
  topic: zTopic,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  text: zText,
  glossary: z.array(z.object({ word: zText, meaning: zText })),
  sentences: z.array(z.object({ text: zText, analysis: zText })),
  questions: z.array(z.object({ question: zText, answer: zText })),
  summaryZh: zText,
});
export const ZSecondRoundContent = z.object({
  key: zKey,
  title: zText,
  category: zText,
  overview: zText,
  points: z.array(z.object({ name: zText, explain: zText, example: zText })).min(1),
  practice: z.array(z.object({ question: zText, answer: zText, explain: zText })).min(1),
  checklist: z.array(zText),
});
export type TWordTopicContent = z.infer<typeof ZWordTopicContent>;
export type TPhraseGroupContent = z.infer<typeof ZPhraseGroupContent>;
export type TEssayContent = z.infer<typeof ZEssayContent>;
export type TWriteTemplateContent = z.infer<typeof ZWriteTemplateContent>;
export type TJournalContent = z.infer<typeof ZJournalContent>;
export type TSecondRoundContent = z.infer<typeof ZSecondRoundContent>;

/** A word of a topic group, as the bank has it (the handout prints these). */
export const ZTemplateWord = z.object({ word: z.string(), phonetic: z.string(), pos: z.array(z.string()), meaning: z.string(), junior: z.boolean() });
export type TTemplateWord = z.infer<typeof ZTemplateWord>;

// ---------------------------------------------------------------------------------------------
// Lists and details
// ---------------------------------------------------------------------------------------------

export const ZTemplateKindParams = z.object({
  kind: z.enum(TEMPLATE_KINDS, { error: '资源类型只能是word、phrase、essay、write、journal或secondround' }),
});
export const ZTemplateBasketKindParams = z.object({
  kind: z.enum(TEMPLATE_BASKET_KINDS, { error: '资源篮类型只能是word、phrase、essay、write或journal' }),
});
export const ZTemplateItemParams = ZTemplateKindParams.extend({ id: zId('资源ID') });
export const ZTemplateBasketItemParams = ZTemplateBasketKindParams.extend({ id: zId('资源ID') });

export const ZTemplateQuery = z.object({
  keyword: z.string().trim().max(50, { error: '关键词最长50个字符' }).optional(),
  topic: z.enum(TEMPLATE_TOPICS, { error: '主题语境只能是人与自我、人与社会或人与自然' }).optional(),
  /** The kind's category: 范文 and 写作模板 their type (应用文…), 外刊 its column, 二轮 its category, words and phrases their theme. */
  category: z.string().trim().max(20, { error: '分类最长20个字符' }).optional(),
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});
export type TTemplateQuery = z.input<typeof ZTemplateQuery>;

export const ZTemplateSummary = z.object({
  id: z.number().int(),
  kind: z.enum(TEMPLATE_KINDS),
  title: z.string(),
  /** A second line: the English headline, the genre, the theme. */
  subtitle: z.string(),
  topic: z.string(),
  category: z.string(),
  /** What the item holds, e.g. 32个单词, 12个短语, 98词. */
  size: z.string(),
  inBasket: z.boolean(),
});
export type TTemplateSummary = z.infer<typeof ZTemplateSummary>;

export const ZTemplatePage = z.object({
  list: z.array(ZTemplateSummary),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  /** The kind's categories (for the filter), in the data's order. */
  categories: z.array(z.string()),
  /** Items in the teacher's basket of this kind (0 for 二轮复习). */
  basketCount: z.number().int(),
  /** The product that opens this kind, and whether the school has it (always true for free kinds). */
  productId: z.number().int().nullable(),
  hasOrder: z.boolean(),
});
export type TTemplatePage = z.infer<typeof ZTemplatePage>;

export const ZTemplateDetail = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('word'), id: z.number().int(), inBasket: z.boolean(), content: ZWordTopicContent, words: z.array(ZTemplateWord) }),
  z.object({ kind: z.literal('phrase'), id: z.number().int(), inBasket: z.boolean(), content: ZPhraseGroupContent }),
  z.object({ kind: z.literal('essay'), id: z.number().int(), inBasket: z.boolean(), content: ZEssayContent, wordCount: z.number().int() }),
  z.object({ kind: z.literal('write'), id: z.number().int(), inBasket: z.boolean(), content: ZWriteTemplateContent }),
  z.object({ kind: z.literal('journal'), id: z.number().int(), inBasket: z.boolean(), content: ZJournalContent, wordCount: z.number().int() }),
  z.object({ kind: z.literal('secondround'), id: z.number().int(), inBasket: z.boolean(), content: ZSecondRoundContent }),
]);
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;

// ---------------------------------------------------------------------------------------------
// Baskets
// ---------------------------------------------------------------------------------------------

export const ZTemplateBasket = z.object({
  kind: z.enum(TEMPLATE_BASKET_KINDS),
  /** In the teacher's order: the handout's order. */
  items: z.array(ZTemplateSummary),
});
export type TTemplateBasket = z.infer<typeof ZTemplateBasket>;

export const ZTemplateBasketAddBody = z.object({ id: zId('资源ID') }).strict();
export const ZTemplateBasketOrderBody = z
  .object({
    ids: z
      .array(zId('资源ID'), { error: '请给出资源篮中资源的顺序' })
      .max(TEMPLATE_BASKET_MAX, { error: `资源篮最多放${TEMPLATE_BASKET_MAX}项` })
      .refine((ids) => new Set(ids).size === ids.length, { error: '顺序中有重复的资源' }),
  })
  .strict();

export const ZTemplateDownloadQuery = z.object({
  /** Handout title (the file's name and its heading); the kind's name when absent. */
  title: z.string().trim().max(40, { error: '讲义标题最长40个字符' }).optional(),
  /** 1: with answers and notes (default); 0: the students' copy (essays without notes, readings without answers). */
  withNotes: zIntParam('是否含批注', { min: 0, max: 1, maxMessage: '是否含批注只能是0或1' }).default(1),
});

// ---------------------------------------------------------------------------------------------
// Products: the check page and orders (申请开通)
// ---------------------------------------------------------------------------------------------

export const ZEnglishProduct = z.object({
  productId: z.number().int(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(TEMPLATE_KINDS),
  itemCount: z.number().int(),
  /** A few titles of what it holds. */
  samples: z.array(z.string()),
  /** The school has the product (the check). */
  hasOrder: z.boolean(),
  enabledAt: z.string().nullable(),
  /** Open requests from this school's teachers, and whether the viewer is one of them. */
  requests: z.number().int(),
  requestedByMe: z.boolean(),
  lastRequestAt: z.string().nullable(),
});
export type TEnglishProduct = z.infer<typeof ZEnglishProduct>;
export const ZEnglishProductList = z.array(ZEnglishProduct);
export const ZProductParams = z.object({ productId: zId('产品ID') });
export const ZProductOrderBody = z.object({ note: z.string().trim().max(200, { error: '申请说明最长200个字符' }).optional() }).strict();

/** The school's side (school master or administrator): open or close a product, and the requests. */
export const ZProductRequest = z.object({ teacherName: z.string(), note: z.string(), createdAt: z.string() });
export const ZSchoolProduct = ZEnglishProduct.extend({ pending: z.array(ZProductRequest) });
export type TSchoolProduct = z.infer<typeof ZSchoolProduct>;
export const ZSchoolProductList = z.array(ZSchoolProduct);
export const ZSchoolProductBody = z.object({ enabled: z.boolean({ error: '请说明开通还是关闭' }) }).strict();
