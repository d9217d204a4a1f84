/**
 * A small per-process memo for values derived from built reports (the parsed grade document, the
 * grade-wide rank comparisons, the class report text). Every entry carries the *stamp* of the
 * reports it was derived from (score version, settings and build time, read from exam_report), and a
 * lookup with another stamp misses: a rebuilt report is never served from an old entry, in this
 * process or another, since every process reads the stamp from the database. Least recently used
 * entries go first once `max` is reached.
 *
 * Cached values are frozen (deepFreeze): they are shared by every request that hits them, so a
 * caller that tried to change one would throw instead of corrupting the next reader's page.
 */
export class StampedCache<V> {
  private readonly entries = new Map<string, { stamp: string; value: V }>();

  constructor(private readonly max: number) {}

  get(key: string, stamp: string): V | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.stamp !== stamp) return undefined;
    this.entries.set(key, hit);
    return hit.value;
  }

  set(key: string, stamp: string, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) {
      for (const v of value.values()) deepFreeze(v);
    } else {
      for (const v of Object.values(value)) deepFreeze(v);
    }
  }
  return value;
}
