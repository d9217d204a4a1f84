import type { TLoginBody, TLoginResult } from '@app/contract';
import { http } from '../../../lib/http';

export function login(body: TLoginBody): Promise<TLoginResult> {
  return http.post<TLoginResult>('/auth/teacher/password/login', body, { quiet: true });
}
