import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { http } from '../../../lib/http';

/** PUT /base/teacher/password: the same call as the user centre's form. */
export const useChangeInitialPassword = () => useMutation({ mutationFn: (body: TChangePasswordBody) => http.put<null>('/base/teacher/password', body) });

/** 退出登录 from the page (an account that cannot change the password now): the token revoked, then forgotten here. */
export async function signOut(): Promise<void> {
  try {
    await http.post<null>('/auth/teacher/logout', undefined, { quiet: true });
  } finally {
    cookies.clearToken();
  }
}
