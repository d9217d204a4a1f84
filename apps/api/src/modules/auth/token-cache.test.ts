import { describe, expect, it } from 'vitest';
import { ENTRY_TTL_MS, MAX_ENTRIES, TokenCache } from './token-cache.js';

const NOW = Date.parse('2026-11-22T08:00:00Z');
const row = (teacherId: number, expiresAt = new Date(NOW + 86_400_000)) => ({ teacherId, expiresAt });

function listening(): TokenCache {
  const c = new TokenCache();
  c.setListening(true);
  return c;
}

describe('token cache', () => {
  it('serves a stored lookup only while the notifications are heard', () => {
    const c = new TokenCache();
    c.put('h1', row(1), c.mark(), NOW);
    expect(c.get('h1', NOW)).toBeUndefined();
    c.setListening(true);
    c.put('h1', row(1), c.mark(), NOW);
    expect(c.get('h1', NOW)).toEqual(row(1));
    // Connection lost: nothing is served, and it starts empty when listening again.
    c.setListening(false);
    expect(c.get('h1', NOW)).toBeUndefined();
    c.setListening(true);
    expect(c.get('h1', NOW)).toBeUndefined();
  });

  it('forgets one teacher on their id and everything on any other payload', () => {
    const c = listening();
    c.put('a', row(1), c.mark(), NOW);
    c.put('b', row(1), c.mark(), NOW);
    c.put('c', row(2), c.mark(), NOW);
    c.forget('1');
    expect([c.get('a', NOW), c.get('b', NOW), c.get('c', NOW)]).toEqual([undefined, undefined, row(2)]);
    c.forget('*');
    expect(c.size).toBe(0);
  });

  it('does not store a lookup that was running when a change was heard', () => {
    const c = listening();
    const markedAt = c.mark();
    c.forget('7');
    c.put('h', row(7), markedAt, NOW);
    expect(c.get('h', NOW)).toBeUndefined();
    const lostAt = c.mark();
    c.setListening(false);
    c.setListening(true);
    c.put('h', row(7), lostAt, NOW);
    expect(c.get('h', NOW)).toBeUndefined();
  });

  it('keeps an entry at most the TTL and never past the token expiry', () => {
    const c = listening();
    c.put('long', row(1), c.mark(), NOW);
    expect(c.get('long', NOW + ENTRY_TTL_MS - 1)).toBeDefined();
    expect(c.get('long', NOW + ENTRY_TTL_MS)).toBeUndefined();
    c.put('soon', row(1, new Date(NOW + 1_000)), c.mark(), NOW);
    expect(c.get('soon', NOW + 999)).toBeDefined();
    expect(c.get('soon', NOW + 1_000)).toBeUndefined();
    c.put('gone', row(1, new Date(NOW - 1)), c.mark(), NOW);
    expect(c.size).toBe(0);
  });

  it('holds at most MAX_ENTRIES, dropping the oldest', () => {
    const c = listening();
    for (let i = 0; i <= MAX_ENTRIES; i++) c.put(`h${i}`, row(i), c.mark(), NOW);
    expect(c.size).toBe(MAX_ENTRIES);
    expect(c.get('h0', NOW)).toBeUndefined();
    expect(c.get(`h${MAX_ENTRIES}`, NOW)).toBeDefined();
  });
});
