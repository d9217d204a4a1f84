import { createElement, useLayoutEffect, useRef } from 'react';
import { sanitizedFragment } from './sanitize';
import { renderMath } from './math';

type Props = {
  html: string;
  /** The wrapping element: a block (div) or inline (span) context. */
  as?: 'div' | 'span';
  className?: string;
  /**
   * The paper's numbers of a passage's blanks: a passage is written with blanks 1, 2, 3 …, and
   * in a paper they read as the sub-questions' numbers (41, 42 …).
   */
  blankNumbers?: readonly string[];
};

const NBSP = '\u00a0';

/** Underlined bare numbers (the passage blanks) take the paper's numbers. */
function renumberBlanks(root: DocumentFragment, nos: readonly string[]): void {
  for (const u of root.querySelectorAll('u')) {
    const text = (u.textContent ?? '').replace(/\u00a0/g, ' ').trim();
    if (!/^\d+$/.test(text)) continue;
    const no = nos[Number(text) - 1];
    if (no !== undefined && no !== text) u.textContent = `${NBSP}${NBSP}${no}${NBSP}${NBSP}`;
  }
}

/** Question HTML, sanitised with DOMPurify, with its formulas rendered by KaTeX. */
export function RichHtml({ html, as = 'div', className, blankNumbers }: Props) {
  const ref = useRef<HTMLElement>(null);
  const blanks = blankNumbers?.join(',') ?? '';
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const frag = sanitizedFragment(html);
    if (blanks) renumberBlanks(frag, blanks.split(','));
    renderMath(frag);
    el.replaceChildren(frag);
  }, [html, blanks]);
  return createElement(as, { ref, className: className ? `tv-rich ${className}` : 'tv-rich' });
}
