/**
 * Question HTML is sanitised before it is stored (the bank importer and every other write) with
 * the tags a paper needs. TeX between \( \) or \[ \] is lifted out first so that a `<` inside a
 * formula is not read as a tag, then put back with <, > and & as entities: the browser shows (and
 * KaTeX reads) the original TeX. Sanitising sanitised HTML gives the same HTML.
 */
import sanitizeHtml from 'sanitize-html';
import { stripHtml } from '@app/contract';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'span', 'strong', 'b', 'i', 'em', 'u', 'sub', 'sup', 'div', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'img'],
  allowedAttributes: {
    img: ['src', 'alt', 'width', 'height'],
    table: ['border', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    p: ['style'],
    span: ['style'],
    div: ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'border-collapse': [/^collapse$/],
      'text-decoration': [/^underline$/],
      'text-indent': [/^\d+(\.\d+)?(em|px)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'data'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  disallowedTagsMode: 'discard',
};

const MATH_RE = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;
const TOKEN_RE = /\u2063MATH(\d+)\u2063/g;

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const encode = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeQuestionHtml(html: string): string {
  // Plain text with nothing to escape or strip comes out unchanged: skip the parser.
  if (!/[<>&"]/.test(html)) return html;
  const maths: string[] = [];
  const lifted = html.replace(MATH_RE, (whole) => {
    maths.push(whole);
    return `\u2063MATH${maths.length - 1}\u2063`;
  });
  const clean = sanitizeHtml(lifted, OPTIONS);
  return clean.replace(TOKEN_RE, (_, i: string) => encode(decode(maths[Number(i)] ?? '')));
}

/** Text of sanitised HTML for search and outlines (TeX kept as written). */
export function plainTextOf(html: string): string {
  return stripHtml(html);
}
