import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangePasswordBody, TTeacherInfo, TTeacherUpdateBody } from '@app/contract';
import { http } from '../../../lib/http';

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTeacherUpdateBody) => http.put<TTeacherInfo>('/base/teacher/update', body),
    // The session holds the teacher's name shown in the header: reload it.
    onSuccess: () => qc.invalidateQueries({ queryKey: ['session'] }),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (body: TChangePasswordBody) => http.put<null>('/base/teacher/password', body) });
}
