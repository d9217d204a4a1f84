import { createElement, useLayoutEffect, useRef } from 'react';
import { sanitizedFragment } from './sanitize';
import { renderMath } from './math';

type Props = {
  html: string;
  /** The wrapping element: a block (div) or inline (span) context. */
  as?: 'div' | 'span';
  className?: string;
};

/** Question HTML, sanitised with DOMPurify, with its formulas rendered by KaTeX. */
export function RichHtml({ html, as = 'div', className }: Props) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const frag = sanitizedFragment(html);
    renderMath(frag);
    el.replaceChildren(frag);
  }, [html]);
  return createElement(as, { ref, className: className ? `tv-rich ${className}` : 'tv-rich' });
}
