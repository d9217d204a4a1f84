import { useEffect, useState } from 'react';

/**
 * Polls the server's progress of an upload being processed (score import, scan import) every
 * `intervalMs` while `id` is set, and returns the latest answer for that id (null before the first
 * one, and again once `id` changes or is cleared). A failed poll (not recorded yet, a network blip)
 * is retried at the next tick. `read` must be stable (a module-level function).
 */
export function usePolledProgress<T>(id: string | null, read: (id: string) => Promise<T>, intervalMs: number): T | null {
  const [latest, setLatest] = useState<{ id: string; value: T } | null>(null);
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const poll = async () => {
      try {
        const value = await read(id);
        if (!stopped) setLatest({ id, value });
      } catch {
        // Not recorded yet (or a network blip): the next poll tries again.
      }
    };
    const timer = window.setInterval(() => void poll(), intervalMs);
    void poll();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [id, read, intervalMs]);
  return latest && latest.id === id ? latest.value : null;
}
