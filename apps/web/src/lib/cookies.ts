/** Session cookies (spec section 4): token, subject choice and login mode, each kept 15 days. */
import Cookies from 'js-cookie';
import { COOKIE, COOKIE_LIFE_DAYS, LOGIN_MODE, type TLoginMode } from '@app/contract';

/**
 * The attributes of every cookie written. On an HTTPS page the cookies are `Secure`, so the token
 * never travels over plain HTTP; on HTTP (a school's LAN install) they could not be, as the browser
 * would drop them.
 */
const attributes = () => ({ expires: COOKIE_LIFE_DAYS, sameSite: 'lax' as const, secure: globalThis.location?.protocol === 'https:' });

export const cookies = {
  token: () => Cookies.get(COOKIE.TOKEN) ?? null,
  setToken: (token: string) => Cookies.set(COOKIE.TOKEN, token, attributes()),
  clearToken: () => Cookies.remove(COOKIE.TOKEN),
  subjectId: (): number | null => {
    const v = Number(Cookies.get(COOKIE.SUBJECT));
    return Number.isInteger(v) && v > 0 ? v : null;
  },
  setSubjectId: (id: number) => Cookies.set(COOKIE.SUBJECT, String(id), attributes()),
  loginMode: (): TLoginMode => {
    const v = Number(Cookies.get(COOKIE.LOGIN_MODE));
    return v === LOGIN_MODE.SCHOOL || v === LOGIN_MODE.ALL_SUBJECT ? v : LOGIN_MODE.TEACHER;
  },
  setLoginMode: (mode: TLoginMode) => Cookies.set(COOKIE.LOGIN_MODE, String(mode), attributes()),
  /** The school domain used on the school-branded login page, for returning there. */
  schoolDomain: () => Cookies.get('schoolDomain') ?? null,
  setSchoolDomain: (d: string) => Cookies.set('schoolDomain', d, attributes()),
};
