/**
 * Each API process's caches of token lookups (the teachers', and the student page's on its own
 * channel with the same rules). Every authenticated request starts with a lookup of
 * its token (the teacher, the school, the posts); at the marking screen's pace that is a quarter of
 * a mark's statements. A cached lookup is served only while the cache hears the database's
 * 'auth_changed' notifications (migration 0007: triggers on tokens, teachers, posts, grades and
 * schools announce every change, whatever made it):
 *
 * - a change forgets the teacher's entries (or all of them) as soon as this process hears it, in
 *   this process at once (logout and password change also forget their teacher directly), in other
 *   API processes when the notification arrives (milliseconds);
 * - while the listening connection is down, nothing is served from the cache and it starts empty
 *   again once the connection is back, since notifications may have been missed;
 * - an entry lives at most ENTRY_TTL_MS and never past its token's expiry, a bound should a
 *   connection die without the process noticing;
 * - a lookup that was running while a notification arrived is not stored (the epoch check), so a
 *   result read just before a change cannot outlive it.
 */
import type { Database, Db } from '../../db/client.js';

export const AUTH_CHANNEL = 'auth_changed';
export const ENTRY_TTL_MS = 30_000;
export const MAX_ENTRIES = 20_000;

/** The channel of the student page's tokens (migration 0019): a student id or '*'. */
export const STUDENT_AUTH_CHANNEL = 'student_auth_changed';

/** What the cache needs of a token lookup's row. */
export type CachedLookup = { teacherId: number; expiresAt: Date | string };
/** The owner of a cached row (a teacher, or a student in the student page's cache). */
type OwnerOf<R> = (row: R) => number;

type Entry<R> = { row: R; until: number };

export class TokenCache<R extends { expiresAt: Date | string } = CachedLookup> {
  private readonly entries = new Map<string, Entry<R>>();

  constructor(private readonly ownerOf: OwnerOf<R> = (row) => (row as unknown as CachedLookup).teacherId) {}
  private epoch = 0;
  private listening = false;

  /** Whether entries may be served (the notifications are being heard). */
  get active(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The lookup cached for a token hash, if any and still fresh. */
  get(hash: string, now = Date.now()): R | undefined {
    if (!this.listening) return undefined;
    const e = this.entries.get(hash);
    if (!e) return undefined;
    if (e.until <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return e.row;
  }

  /** Taken before a database lookup; `put` stores its result only if nothing changed meanwhile. */
  mark(): number {
    return this.epoch;
  }

  put(hash: string, row: R, markedAt: number, now = Date.now()): void {
    if (!this.listening || markedAt !== this.epoch) return;
    const until = Math.min(now + ENTRY_TTL_MS, new Date(row.expiresAt).getTime());
    if (!(until > now)) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(hash)) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.delete(hash);
    this.entries.set(hash, { row, until });
  }

  /** A notification's payload: the owner's id (a teacher's, or a student's), or '*' (or anything else) for everything. */
  forget(payload: string): void {
    this.epoch++;
    const id = /^\d+$/.test(payload) ? Number(payload) : null;
    if (id == null) {
      this.entries.clear();
      return;
    }
    for (const [hash, e] of this.entries) if (this.ownerOf(e.row) === id) this.entries.delete(hash);
  }

  /** The notifications' connection was lost (false) or is listening again (true): start empty either way. */
  setListening(listening: boolean): void {
    this.epoch++;
    this.entries.clear();
    this.listening = listening;
  }
}

const caches = new WeakMap<Db, TokenCache<CachedLookup>>();
/** The student page's token lookups, the same way, on their own channel. */
export type CachedStudentLookup = { studentId: number; expiresAt: Date | string };
const studentCaches = new WeakMap<Db, TokenCache<CachedStudentLookup>>();

/** The running cache of a database, if the process started one. */
export function tokenCacheOf<R extends CachedLookup>(db: Db): TokenCache<R> | undefined {
  return caches.get(db) as TokenCache<R> | undefined;
}

/** The running student-token cache of a database, if the process started one. */
export function studentTokenCacheOf<R extends CachedStudentLookup>(db: Db): TokenCache<R> | undefined {
  return studentCaches.get(db) as TokenCache<R> | undefined;
}

/** Forgets a student's cached tokens in this process at once (the notification follows for the others). */
export function forgetStudentTokens(db: Db, studentId: number): void {
  studentCaches.get(db)?.forget(String(studentId));
}

/** Forgets a teacher's cached tokens in this process at once (the notification follows for the others). */
export function forgetTeacherTokens(db: Db, teacherId: number): void {
  caches.get(db)?.forget(String(teacherId));
}

/**
 * Starts the token cache of a database: listens on 'auth_changed' and serves lookups while it
 * hears it. Returns the function that stops it (call it before closing the database).
 */
export async function startTokenCache(database: Database): Promise<() => Promise<void>> {
  const cache = new TokenCache();
  caches.set(database.db, cache);
  const stop = await database.listen(AUTH_CHANNEL, (payload) => cache.forget(payload), (listening) => cache.setListening(listening));
  const students = new TokenCache<CachedStudentLookup>((row) => row.studentId);
  studentCaches.set(database.db, students);
  const stopStudents = await database.listen(STUDENT_AUTH_CHANNEL, (payload) => students.forget(payload), (listening) => students.setListening(listening));
  return async () => {
    caches.delete(database.db);
    studentCaches.delete(database.db);
    await stopStudents();
    await stop();
  };
}
