import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  ACCOUNT_KIND,
  menusFor,
  preferredHomePath,
  resolveCurrentSubject,
  subjectSelectorOptions,
  type TMenuItem,
  type TSubjectOption,
} from '@app/contract';
import { cookies } from '../../lib/cookies';
import { paths } from '../paths';
import type { SessionData } from './load-session';

export type Session = SessionData & {
  subjectOptions: TSubjectOption[];
  subjectId: number | null;
  subjectName: string;
  setSubjectId: (id: number) => void;
  menus: TMenuItem[];
  homePath: string;
  isPrincipalClient: boolean;
};

const SessionContext = createContext<Session | null>(null);

/** The principal client identifies itself with ?source=principal on entry; kept for the tab's life. */
export function isPrincipalClient(): boolean {
  const fromUrl = new URLSearchParams(window.location.search).get('source') ?? new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('source');
  if (fromUrl === 'principal') sessionStorage.setItem('source', 'principal');
  return sessionStorage.getItem('source') === 'principal';
}

/** A school administrator account (教务管理员): the admin area only, no subject. */
export const isSchoolAdminAccount = (data: SessionData): boolean => data.teacher.accountKind === ACCOUNT_KIND.SCHOOL_ADMIN;

export function SessionProvider({ data, children }: { data: SessionData; children: ReactNode }) {
  const location = useLocation();
  const teacherSubjectIds = data.teacher.subjects.map((s) => s.subjectId);
  const schoolAdmin = isSchoolAdminAccount(data);
  const subjectOptions = useMemo(
    () => (schoolAdmin ? [] : subjectSelectorOptions(data.teacher.section, data.schoolSubjects, teacherSubjectIds)),
    [schoolAdmin, data.teacher.section, data.schoolSubjects, teacherSubjectIds.join(',')],
  );
  const [chosen, setChosen] = useState<number | null>(() => {
    const id = resolveCurrentSubject(subjectOptions, cookies.subjectId(), teacherSubjectIds);
    if (id != null) cookies.setSubjectId(id);
    return id;
  });
  const setSubjectId = useCallback((id: number) => {
    cookies.setSubjectId(id);
    setChosen(id);
  }, []);
  const value = useMemo<Session>(() => {
    const ctx = {
      posts: data.teacher.posts,
      section: data.teacher.section,
      subjectId: chosen,
      isExtendSubject: data.teacher.isExtendSubject === 1,
      vocationalMode: data.school.isVocational === 1,
      teachingMode: data.school.isTeaching === 1,
      trialMath: data.school.trialMath === 1,
      trialEnglish: data.school.trialEnglish === 1,
      accountKind: data.teacher.accountKind,
    };
    const menus = menusFor(ctx);
    const preferred = preferredHomePath(ctx);
    const homePath = menus.some((m) => m.path === preferred) ? preferred : (menus[0]?.path ?? paths.userData);
    return {
      ...data,
      subjectOptions,
      subjectId: chosen,
      subjectName: subjectOptions.find((s) => s.subjectId === chosen)?.subjectName ?? '',
      setSubjectId,
      menus,
      homePath,
      isPrincipalClient: isPrincipalClient(),
    };
  }, [data, chosen, subjectOptions, setSubjectId]);
  // An account with its initial password changes it before anything else (the API answers 40310 meanwhile).
  const mustChange = data.teacher.mustChangePassword === 1 && location.pathname !== paths.firstPassword;
  return <SessionContext.Provider value={value}>{mustChange ? <Navigate to={paths.firstPassword} replace /> : children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession outside SessionProvider');
  return s;
}
