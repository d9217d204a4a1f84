import { useMutation } from '@tanstack/react-query';
import type { TStudentChangePasswordBody } from '@app/contract';
import { studentRequest } from './client';

/** POST /student/auth/password: the issued password's change (or any later one). */
export const useChangeStudentPassword = () => useMutation({ mutationFn: (body: TStudentChangePasswordBody) => studentRequest<null>('POST', '/student/auth/password', body) });
