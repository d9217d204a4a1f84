/**
 * TeX between \( \) (inline) and \[ \] (display) rendered with KaTeX, in the spirit of KaTeX's
 * auto-render but over text nodes only: the TeX is read from a text node's data (so `&lt;` in the
 * HTML is already `<`), KaTeX builds the nodes, and the text node is replaced. No HTML string is
 * ever assembled, and KaTeX runs untrusted (no \href, no \htmlClass …).
 */
import katex from 'katex';
import 'katex/dist/katex.min.css';

const MATH_RE = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;

export const MATH_CLASS = 'tv-math';

/** Replaces every delimited formula under `root` with its KaTeX rendering; returns how many. */
export function renderMath(root: Node): number {
  if (!root.textContent || !/\\[([]/.test(root.textContent)) return 0;
  root.normalize();
  const doc = root.ownerDocument ?? document;
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const targets: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = n as Text;
    if (/\\[([]/.test(t.data) && !t.parentElement?.closest('.katex')) targets.push(t);
  }
  let count = 0;
  for (const text of targets) {
    const data = text.data;
    const frag = doc.createDocumentFragment();
    let last = 0;
    MATH_RE.lastIndex = 0;
    for (let m = MATH_RE.exec(data); m; m = MATH_RE.exec(data)) {
      if (m.index > last) frag.append(doc.createTextNode(data.slice(last, m.index)));
      const display = m[2] !== undefined;
      const tex = (display ? m[2] : m[1]) ?? '';
      const span = doc.createElement('span');
      span.className = display ? `${MATH_CLASS} ${MATH_CLASS}-display` : MATH_CLASS;
      katex.render(tex, span, { displayMode: display, throwOnError: false, trust: false, strict: 'ignore', output: 'htmlAndMathml' });
      frag.append(span);
      last = m.index + m[0].length;
      count += 1;
    }
    if (last === 0) continue;
    if (last < data.length) frag.append(doc.createTextNode(data.slice(last)));
    text.replaceWith(frag);
  }
  return count;
}
