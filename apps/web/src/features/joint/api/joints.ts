import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { JOINT_PAGE_SIZE, type TJointPage } from '@app/contract';
import { http } from '../../../lib/http';
import { JOINTS_KEY } from './keys';

export type JointFilter = { status?: number; keyword: string; pageNo: number };

/** GET /joint: the joint exams of the teacher's school (a master also sees pending invitations), newest first. */
export const jointsQuery = (f: JointFilter) =>
  queryOptions({
    queryKey: [...JOINTS_KEY, f],
    queryFn: () => http.get<TJointPage>('/joint', { status: f.status, keyword: f.keyword || undefined, pageNo: f.pageNo, pageSize: JOINT_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useJoints = (f: JointFilter) => useQuery(jointsQuery(f));
