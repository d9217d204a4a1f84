/** Size limits of scan processing (see docs/marking-scans.md). */

/** Stored answer images are at most this wide. */
export const MAX_ANSWER_WIDTH = 1600;
/** Decompression-bomb guard for one image: about an A3 page at 600 dpi. */
export const MAX_INPUT_PIXELS = 60_000_000;
/** Pages read from one student's PDF (the template allows pages 1-20). */
export const MAX_PDF_PAGES = 20;
