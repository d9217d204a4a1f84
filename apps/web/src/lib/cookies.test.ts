/** The session cookies are Secure on an HTTPS page and not on HTTP (docs/ARCHITECTURE.md, "Security headers"). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE } from '@app/contract';
import { cookies } from './cookies';

/** What js-cookie writes to document.cookie, one string per cookie set. */
let written: string[] = [];

function pageAt(protocol: 'https:' | 'http:') {
  vi.stubGlobal('location', { protocol });
}

beforeEach(() => {
  written = [];
  vi.stubGlobal('document', {
    get cookie() {
      return '';
    },
    set cookie(value: string) {
      written.push(value);
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const attributes = (cookie: string) => cookie.split(';').slice(1).map((a) => a.trim().toLowerCase());

describe('session cookies', () => {
  it('on an HTTPS page the token and the other session cookies carry Secure', () => {
    pageAt('https:');
    cookies.setToken('tok-1');
    cookies.setLoginMode(2);
    cookies.setSubjectId(3);
    cookies.setSchoolDomain('school.example');
    expect(written).toHaveLength(4);
    expect(written[0]).toMatch(new RegExp(`^${COOKIE.TOKEN}=tok-1;`));
    for (const cookie of written) expect(attributes(cookie)).toEqual(expect.arrayContaining(['secure', 'samesite=lax']));
  });

  it('on an HTTP page (a LAN install) the token cookie is not Secure, or the browser would drop it', () => {
    pageAt('http:');
    cookies.setToken('tok-2');
    expect(written).toHaveLength(1);
    expect(written[0]).toMatch(new RegExp(`^${COOKIE.TOKEN}=tok-2;`));
    expect(attributes(written[0]!)).not.toContain('secure');
    expect(attributes(written[0]!)).toContain('samesite=lax');
    expect(attributes(written[0]!).some((a) => a.startsWith('expires='))).toBe(true);
  });
});
