/** A video's length or position as the player writes it: m:ss below an hour, h:mm:ss from an hour (whole seconds). */
export function clockText(seconds: number): string {
  const total = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** A completion (0-100, maybe with a decimal) as a whole percentage for a bar; 100 only when complete. */
export function completionPercent(completion: number): number {
  const c = Math.max(0, Math.min(100, completion));
  return c >= 100 ? 100 : Math.min(99, Math.floor(c));
}
