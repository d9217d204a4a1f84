/**
 * School files by their bytes (docs/school-paper.md): a PDF starts with %PDF-, a Word document is
 * a ZIP holding word/document.xml (an Excel workbook xl/workbook.xml, a PowerPoint deck
 * ppt/presentation.xml; images by their signatures). The ZIP's directory is read without inflating anything, so a
 * crafted archive costs nothing to refuse. The name the sender gave decides nothing.
 */
import { unzipSync } from 'fflate';
import type { TSchoolPaperFileType, TSchoolResourceFileType } from '@app/contract';
import { photoTypeOf } from '../../http/photo-upload.js';

export const PDF_TYPE = 'application/pdf';
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const FILE_CONTENT_TYPES: Record<TSchoolPaperFileType, string> = { pdf: PDF_TYPE, docx: DOCX_TYPE };

const startsWith = (data: Uint8Array, text: string) => data.length >= text.length && [...text].every((c, i) => data[i] === c.charCodeAt(0));

/** The entry names of a ZIP, read from its directory only (nothing is inflated); null when it is not a ZIP. */
export function zipEntryNames(data: Uint8Array): string[] | null {
  if (!(data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04)) return null;
  const names: string[] = [];
  try {
    unzipSync(data, {
      filter: (f) => {
        names.push(f.name);
        return false;
      },
    });
  } catch {
    return null;
  }
  return names;
}

/** pdf or docx by the bytes, or null for anything else (a renamed image, a .doc, an .xlsx). */
export function paperFileTypeOf(data: Uint8Array): TSchoolPaperFileType | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  const names = zipEntryNames(data);
  if (names?.includes('word/document.xml')) return 'docx';
  return null;
}

export const RESOURCE_CONTENT_TYPES: Record<TSchoolResourceFileType, string> = {
  pdf: PDF_TYPE,
  docx: DOCX_TYPE,
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** A teaching aid's kind by its bytes: PDF, Word, Excel, PowerPoint (by the part each ZIP must hold) or an image. */
export function resourceFileTypeOf(data: Uint8Array): TSchoolResourceFileType | null {
  if (startsWith(data, '%PDF-')) return 'pdf';
  const names = zipEntryNames(data);
  if (names) {
    if (names.includes('word/document.xml')) return 'docx';
    if (names.includes('xl/workbook.xml')) return 'xlsx';
    if (names.includes('ppt/presentation.xml')) return 'pptx';
    return null;
  }
  const image = photoTypeOf(data);
  return image === 'jpeg' ? 'jpg' : image;
}
