import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordBody } from '@app/contract';
import { http } from '../../../lib/http';

/** PUT /base/teacher/password: the same call as the user centre's form. */
export const useChangeInitialPassword = () => useMutation({ mutationFn: (body: TChangePasswordBody) => http.put<null>('/base/teacher/password', body) });
