/**
 * The Word preview (docs/school-paper.md): mammoth turns the .docx into HTML on the server (images
 * inline as data: URLs, which the page's CSP allows), and the HTML is sanitised with the tags a
 * paper needs before it leaves; the browser sanitises it again with DOMPurify before showing it.
 * A PDF needs no conversion: the browser renders the original file with pdf.js.
 */
import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import type { TSchoolPaperPreview } from '@app/contract';
import { errors } from '../../http/errors.js';
import { WORD_PREVIEW_LIMITS } from '../../http/upload-limits.js';
import { checkOfficeZip, XlsxRefusal } from '../../http/xlsx-guard.js';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'span', 'strong', 'b', 'i', 'em', 'u', 's', 'sub', 'sup', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'img', 'blockquote'],
  allowedAttributes: { img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  disallowedTagsMode: 'discard',
};

/**
 * A Word file as safe HTML for viewing, with what mammoth could not convert. A file over the
 * preview's caps (WORD_PREVIEW_LIMITS) is not converted (it can still be downloaded).
 */
export async function wordPreview(buffer: Buffer): Promise<TSchoolPaperPreview> {
  // Unpacked as a measured stream first (bytes really inflated, not the sizes the file claims), so
  // a crafted file is refused before mammoth inflates anything: XML parts at most 20 MB, all parts 150 MB.
  try {
    checkOfficeZip(buffer, WORD_PREVIEW_LIMITS, 'Word');
  } catch (err) {
    if (err instanceof XlsxRefusal) throw errors.validation(`${err.message}，无法在线预览，请下载后查看`);
    throw err;
  }
  try {
    const result = await mammoth.convertToHtml({ buffer });
    const warnings = [...new Set(result.messages.filter((m) => m.type === 'warning').map((m) => m.message))].slice(0, 20);
    return { html: sanitizeHtml(result.value, OPTIONS), warnings };
  } catch {
    throw errors.validation('无法读取这份Word文件，请下载后用Word打开');
  }
}
