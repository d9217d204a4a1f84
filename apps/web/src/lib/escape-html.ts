/**
 * The one way the web client turns data into HTML (docs/ARCHITECTURE.md, "HTML from data").
 *
 * React escapes what it renders, and ECharts escapes its own tooltips, string templates and axis
 * labels; what neither escapes is the HTML a tooltip `formatter` function returns. Such a formatter
 * returns `SafeHtml`, which only this module makes: every piece of data in it went through
 * `escapeHtml` (built on the kept `escape-html` package). `EChartOption` (components/echart.tsx)
 * requires it of tooltip formatter functions, so a formatter that concatenates a class name into
 * markup does not type-check.
 */
import escape from 'escape-html';

/** HTML whose data parts are escaped: made only by `tooltipLines` below. */
export type SafeHtml = string & { readonly __brand: 'SafeHtml' };

/** Text as HTML text: & < > " ' become entities. null and undefined are empty. */
export function escapeHtml(value: string | number | null | undefined): string {
  return value == null ? '' : escape(String(value));
}

/** Lines of plain text (names, figures) as tooltip HTML: each line escaped, joined with <br/>. */
export function tooltipLines(lines: readonly (string | number | null | undefined)[]): SafeHtml {
  return lines.map(escapeHtml).join('<br/>') as SafeHtml;
}
