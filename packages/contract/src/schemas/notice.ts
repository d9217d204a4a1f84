import { z } from 'zod';
import { zId } from './common.js';

export const ZNotice = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  content: z.string(),
  publishTime: z.string(),
  isRead: z.number().int(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticeParams = z.object({ noticeId: zId('通知ID') });
export const ZUnreadCount = z.object({ unread: z.number().int() });
