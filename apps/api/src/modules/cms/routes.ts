import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ZNotice, ZNoticeParams, ZPageQuery, ZSchoolLogo, ZSchoolLogoQuery, ZUnreadCount, zPage } from '@app/contract';
import { notice, noticeRead, school } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';

const visibleTo = (schoolId: number) => or(isNull(notice.schoolId), eq(notice.schoolId, schoolId));

export const cmsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/cms/api/school-logo/info',
    summary: '按域名取学校名称与校徽（学校定制登录页用，无需登录）',
    tag: 'cms',
    public: true,
    query: ZSchoolLogoQuery,
    response: ZSchoolLogo,
    handler: async ({ db, query }) => {
      const rows = await db.select().from(school).where(eq(school.domain, query.domainName)).limit(1);
      const s = rows[0];
      if (!s) throw errors.notFound('未找到该域名对应的学校');
      return { schoolId: s.id, schoolName: s.name, schoolLogo: s.logo, schoolBrand: s.brand, isSchoolCustomize: s.isSchoolCustomize ? 1 : 0 };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/cms/api/notice/page',
    summary: '通知消息分页（平台通知与本校通知）',
    tag: 'cms',
    query: ZPageQuery,
    response: zPage(ZNotice),
    handler: async ({ db, auth, query }) => {
      const where = visibleTo(auth.schoolId);
      const [totalRow] = await db.select({ n: count() }).from(notice).where(where);
      const rows = await db
        .select({
          id: notice.id,
          title: notice.title,
          content: notice.content,
          publishedAt: notice.publishedAt,
          readAt: noticeRead.readAt,
        })
        .from(notice)
        .leftJoin(noticeRead, and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.teacherId, auth.teacherId)))
        .where(where)
        .orderBy(desc(notice.publishedAt), desc(notice.id))
        .limit(query.pageSize)
        .offset((query.pageNo - 1) * query.pageSize);
      return {
        list: rows.map((r) => ({ noticeId: r.id, title: r.title, content: r.content, publishTime: r.publishedAt.toISOString(), isRead: r.readAt ? 1 : 0 })),
        total: Number(totalRow?.n ?? 0),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/cms/api/notice/unread-count',
    summary: '未读通知数',
    tag: 'cms',
    response: ZUnreadCount,
    handler: async ({ db, auth }) => {
      const [row] = await db
        .select({ n: count() })
        .from(notice)
        .where(and(visibleTo(auth.schoolId), sql`not exists (select 1 from notice_read r where r.notice_id = ${notice.id} and r.teacher_id = ${auth.teacherId})`));
      return { unread: Number(row?.n ?? 0) };
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/cms/api/notice/read/:noticeId',
    summary: '标记通知为已读',
    tag: 'cms',
    params: ZNoticeParams,
    response: z.null(),
    handler: async ({ db, auth, params }) => {
      const rows = await db.select({ id: notice.id }).from(notice).where(and(eq(notice.id, params.noticeId), visibleTo(auth.schoolId))).limit(1);
      if (!rows[0]) throw errors.notFound('通知不存在');
      await db.insert(noticeRead).values({ noticeId: params.noticeId, teacherId: auth.teacherId }).onConflictDoNothing();
      return null;
    },
  }),
];
