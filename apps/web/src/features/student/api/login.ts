import { useMutation } from '@tanstack/react-query';
import type { TStudentLoginBody, TStudentLoginResult } from '@app/contract';
import { studentRequest, studentSession } from './client';

/** POST /student/auth/login: keeps the token and remembers the school code on the device. */
export async function studentLogin(body: TStudentLoginBody): Promise<TStudentLoginResult> {
  const result = await studentRequest<TStudentLoginResult>('POST', '/student/auth/login', body);
  studentSession.setToken(result.studentToken);
  studentSession.setSchoolCode(body.schoolCode);
  return result;
}

export const useStudentLogin = () => useMutation({ mutationFn: studentLogin });
