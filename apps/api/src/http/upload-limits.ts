/**
 * Caps on what an uploaded file may unpack to, in one place (docs/score-import.md,
 * docs/marking-scans.md). They are checked while the file is read, before its content is held in
 * memory: a ZIP's sizes are counted as bytes really come out of the inflater, never taken from
 * the archive's headers, which the sender writes. Each cap is far above what a school produces:
 * a grade of 2,000 students × 60 questions unpacks to 3.7 MB, 128,000 cells; the district
 * benchmark (50,000 students × 30 questions) to about 50 MB.
 */

const MB = 1024 * 1024;

export type XlsxLimits = {
  /** The uploaded .xlsx itself. */
  maxFileBytes: number;
  /** Parts (ZIP entries) of the workbook. */
  maxEntries: number;
  /** Unpacked bytes of one part (e.g. xl/worksheets/sheet1.xml). */
  maxEntryBytes: number;
  /** Unpacked bytes of all parts together. */
  maxTotalBytes: number;
  /** Characters of one cell or shared string: Excel's own limit, so no file Excel writes exceeds it. */
  maxCellChars: number;
  /** Bytes of one XML tag (its name and attributes) or comment. */
  maxTagBytes: number;
  /** Rows of one worksheet. */
  maxRows: number;
  /** Cells of one worksheet. */
  maxCells: number;
  /** Columns of the sheet read (checked by the parser, cell by cell). */
  maxColumns: number;
  /** Heap of the worker that parses the workbook; a file that needs more kills the worker only. */
  workerHeapMb: number;
  /** Time the worker may take before it is stopped. */
  workerTimeoutMs: number;
};

export const XLSX_LIMITS: XlsxLimits = {
  maxFileBytes: 10 * MB,
  maxEntries: 1000,
  maxEntryBytes: 200 * MB,
  maxTotalBytes: 256 * MB,
  maxCellChars: 32_767,
  maxTagBytes: 1 * MB,
  maxRows: 100_000,
  maxCells: 5_000_000,
  maxColumns: 1000,
  workerHeapMb: 1536,
  workerTimeoutMs: 180_000,
};

export type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };

/**
 * A Word file converted for viewing (school papers' preview): at most 2,000 parts, an XML part
 * (word/document.xml: a converter builds a tree of it in memory) unpacks to at most 20 MB, a
 * picture to at most 60 MB, all parts to at most 150 MB. A 30-page paper with pictures unpacks to
 * a few MB of XML.
 */
export const WORD_PREVIEW_LIMITS = { maxEntries: 2000, maxXmlEntryBytes: 20 * MB, maxEntryBytes: 60 * MB, maxTotalBytes: 150 * MB };

/**
 * The scan import's ZIP (marking): at most 200 MB uploaded; an entry (one image or one student's
 * PDF) unpacks to at most 50 MB and the whole archive to at most 600 MB.
 */
export const MAX_SCAN_ZIP_BYTES = 200 * MB;
export const SCAN_ZIP_LIMITS: ZipLimits = { maxEntries: 5000, maxEntryBytes: 50 * MB, maxTotalBytes: 600 * MB };

/**
 * Decoded bytes of one page image in a scanned PDF (deflated pixels are inflated to this at most):
 * an A3 page at 300 dpi in colour is 52 MB, an A4 page at 600 dpi in grey 35 MB. A 16-bit CMYK
 * image of 60 million pixels (what the pixel cap alone allowed) was 480 MB from a 500 KB stream.
 */
export const MAX_PDF_IMAGE_BYTES = 64 * MB;

/** Megabytes for a message (caps are whole megabytes). */
export const inMb = (bytes: number): number => Math.round(bytes / MB);
