import { ERR } from '@app/contract';
import { ApiError } from '../../../lib/http';

/** Whether a failed call was refused for lack of permission (403). */
export const isForbidden = (e: unknown): boolean => e instanceof ApiError && (e.errCode === ERR.FORBIDDEN || e.errCode === '403');
