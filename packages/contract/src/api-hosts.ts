/**
 * The two API hosts (spec section 7): paths whose first segment is one of these go to the
 * base API host, all others to the teacher API host.
 */
export const BASE_HOST_SEGMENTS = [
  'base',
  'business',
  'topic',
  'third-api',
  'dmw',
  'qxk',
  'datapoint',
  'cms',
  'ufile',
  'auth',
] as const;

export function firstSegment(path: string): string {
  return path.replace(/^\/+/, '').split(/[/?#]/)[0] ?? '';
}

export function isBaseHostPath(path: string): boolean {
  return (BASE_HOST_SEGMENTS as readonly string[]).includes(firstSegment(path));
}

/** Joins a host (possibly empty for same-origin) and an API path. */
export function apiUrl(path: string, hosts: { base: string; teacher: string }): string {
  const host = isBaseHostPath(path) ? hosts.base : hosts.teacher;
  const clean = '/' + path.replace(/^\/+/, '');
  return host.replace(/\/+$/, '') + clean;
}
