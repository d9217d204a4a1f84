/**
 * How 网课 screens write lengths of time and sizes: a video's length as a clock (m:ss, h:mm:ss
 * from an hour), time spent watching in words (x小时y分, y分z秒), a file's size and an upload's speed.
 */

/** A video's length or position: m:ss below an hour, h:mm:ss from an hour (whole seconds, rounded). */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Time spent watching: x小时y分 from an hour, y分z秒 from a minute, z秒 below. */
export function watchText(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h > 0) return `${h}小时${m}分`;
  if (m > 0) return `${m}分${s}秒`;
  return `${s}秒`;
}

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** A file's size: KB below a megabyte, MB with one decimal below a gigabyte, GB with two decimals above. */
export function sizeText(bytes: number): string {
  if (bytes < MB) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < GB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${(bytes / GB).toFixed(2)} GB`;
}

/** How much of an upload went, in the unit of its total: "12.5 MB / 480.0 MB" (KB below a megabyte). */
export function transferText(sent: number, total: number): string {
  if (total < MB) return `${Math.round(sent / 1024)} KB / ${Math.max(1, Math.round(total / 1024))} KB`;
  return `${(sent / MB).toFixed(1)} MB / ${(total / MB).toFixed(1)} MB`;
}

/** An upload's speed: KB/s below a megabyte a second, MB/s with one decimal above. */
export function speedText(bytesPerSecond: number): string {
  if (!Number.isFinite(bytesPerSecond) || bytesPerSecond <= 0) return '—';
  return bytesPerSecond < MB ? `${Math.max(1, Math.round(bytesPerSecond / 1024))} KB/s` : `${(bytesPerSecond / MB).toFixed(1)} MB/s`;
}

/** A completion share (0-100, one decimal) as the pages write it: 37.5%, 100%. */
export const percentText = (value: number): string => `${Number(value.toFixed(1))}%`;
