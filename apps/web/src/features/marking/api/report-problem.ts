import { http } from '../../../lib/http';

/** Reports the answer in hand as a problem paper (图像不清 / 非本题答案 / 空白卷 / 其他) with a note. */
export const reportProblem = (slotId: number, type: 1 | 2 | 3 | 4, note: string) => http.post<null>('/marking/problem', { slotId, type, note });
