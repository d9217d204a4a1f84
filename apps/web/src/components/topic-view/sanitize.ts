/**
 * Question HTML is sanitised again in the browser before it is shown (the server sanitises it
 * before storing): only the tags and attributes a paper needs survive, and nothing runs.
 */
import DOMPurify, { type Config } from 'dompurify';

const CONFIG: Config = {
  ALLOWED_TAGS: ['p', 'br', 'span', 'strong', 'b', 'i', 'em', 'u', 'sub', 'sup', 'div', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'colgroup', 'col', 'img'],
  ALLOWED_ATTR: ['src', 'alt', 'width', 'height', 'border', 'style', 'colspan', 'rowspan'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The sanitised HTML as nodes of the current document (never as a string to concatenate). */
export function sanitizedFragment(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

/** The sanitised HTML as a string (tests and plain uses). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false });
}
