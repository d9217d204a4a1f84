/**
 * A lesson video is checked in the browser before a byte is sent, the way the server checks it
 * after (apps/api/src/modules/course/video-probe.ts): by its first bytes, not its name or the
 * browser's type, and by its size.
 */
import { COURSE_VIDEO_MAX_BYTES, COURSE_VIDEO_TITLE_MAX } from '@app/contract';

export type VideoKind = 'mp4' | 'mov' | 'webm';

/** What the file picker offers (the bytes decide). */
export const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm';
export const NOT_A_VIDEO = '只能上传MP4、MOV或WebM视频';
export const VIDEO_TOO_LARGE = '视频不能超过2GB';

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The kind of video the first bytes say a file is, or null. */
export function sniffVideo(head: Uint8Array): VideoKind | null {
  // ISO base media (MP4, QuickTime): an 'ftyp' box first, its major brand after it.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') return ascii(head, 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  // Old QuickTime files may start with other top-level atoms.
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].includes(ascii(head, 4, 8))) return 'mov';
  // Matroska's EBML header (0x1A45DFA3); WebM names itself in the DocType, plain Matroska is refused.
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return ascii(head, 0, head.length).includes('webm') ? 'webm' : null;
  return null;
}

/** Why a file cannot be a lesson video (too large, or not a video by its bytes), or null. */
export async function videoFileRefusal(file: Blob): Promise<string | null> {
  if (file.size > COURSE_VIDEO_MAX_BYTES) return VIDEO_TOO_LARGE;
  const head = new Uint8Array(await file.slice(0, 64).arrayBuffer());
  return sniffVideo(head) ? null : NOT_A_VIDEO;
}

/** A chapter's default title: the file's name without its extension. */
export const titleFromFileName = (name: string): string => name.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim().slice(0, COURSE_VIDEO_TITLE_MAX);
