/**
 * Lesson videos (issue 19, docs/course.md): what a file is, by its bytes; its duration and size, by
 * ffprobe; a poster frame, by ffmpeg. Both run as child processes with a time limit, from the
 * binaries the @ffprobe-installer and @ffmpeg-installer packages carry (no download at install).
 */
import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import ffprobe from '@ffprobe-installer/ffprobe';

export type VideoKind = 'mp4' | 'mov' | 'webm';

export const VIDEO_MIME: Record<VideoKind, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** The kind of video a file's first bytes say it is, or null (the name and the browser's type are not trusted). */
export function sniffVideo(head: Buffer): VideoKind | null {
  // ISO base media (MP4, QuickTime): a box of type 'ftyp' first, its major brand after it.
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return head.toString('latin1', 8, 12) === 'qt  ' ? 'mov' : 'mp4';
  // Old QuickTime files may start with other top-level atoms.
  if (head.length >= 8 && ['moov', 'mdat', 'wide', 'free', 'skip'].includes(head.toString('latin1', 4, 8))) return 'mov';
  // Matroska's EBML header; WebM says so in its DocType.
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) return head.includes(Buffer.from('webm', 'latin1')) ? 'webm' : null;
  return null;
}

/** The first bytes of a file. */
export async function fileHead(file: string, bytes = 64): Promise<Buffer> {
  const h = await open(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const { bytesRead } = await h.read(buf, 0, bytes, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await h.close();
  }
}

function run(binary: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { timeout: timeoutMs, killSignal: 'SIGKILL', maxBuffer: 4 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(Object.assign(err, { stderr: String(stderr).slice(-2000) }));
      else resolve(String(stdout));
    });
  });
}

export type VideoInfo = { durationS: number; width: number; height: number };

/** A video ffprobe cannot read (corrupt, cut short, no picture). */
export class VideoUnreadable extends Error {}

/** Duration and picture size, or VideoUnreadable. At most `timeoutMs` (a crafted file cannot hold the server). */
export async function probeVideo(file: string, timeoutMs = 30_000): Promise<VideoInfo> {
  let out: string;
  try {
    out = await run(ffprobe.path, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file], timeoutMs);
  } catch (err) {
    throw new VideoUnreadable(`ffprobe failed: ${(err as { stderr?: string }).stderr || (err as Error).message}`);
  }
  const info = JSON.parse(out) as { format?: { duration?: string }; streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[] };
  const video = info.streams?.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  const durationS = Number(info.format?.duration ?? video?.duration);
  if (!video || !Number.isFinite(durationS) || durationS <= 0) throw new VideoUnreadable('no picture or no duration');
  return { durationS, width: video.width!, height: video.height! };
}

/** Writes a JPEG poster frame (at most 640 px wide) taken at `atS` seconds. */
export async function makePoster(file: string, out: string, atS: number, timeoutMs = 60_000): Promise<void> {
  try {
    await run(ffmpeg.path, ['-v', 'error', '-y', '-ss', atS.toFixed(2), '-i', file, '-frames:v', '1', '-vf', "scale='min(640,iw)':-2", '-q:v', '4', out], timeoutMs);
  } catch (err) {
    throw new VideoUnreadable(`ffmpeg failed: ${(err as { stderr?: string }).stderr || (err as Error).message}`);
  }
}

/** ffmpeg's built-in test pictures, for sample videos that look different from each other. */
export type SamplePattern = 'testsrc' | 'testsrc2' | 'smptebars' | 'rgbtestsrc';

/** A short test-card video (H.264 and AAC in MP4, 320×180) with a tone, for the demo school and tests. */
export async function makeSampleVideo(out: string, seconds: number, pattern: SamplePattern = 'testsrc', timeoutMs = 60_000): Promise<void> {
  const src = `${pattern}=size=320x180:rate=15:duration=${seconds}`;
  await run(
    ffmpeg.path,
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', src, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart', out],
    timeoutMs,
  );
}
