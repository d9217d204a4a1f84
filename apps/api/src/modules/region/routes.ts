import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ZProvince, ZProvinceParams, ZRegion } from '@app/contract';
import { province, region } from '../../db/schema.js';
import { errors } from '../../http/errors.js';
import { defineRoute } from '../../http/route.js';

export const regionRoutes = [
  defineRoute({
    method: 'GET',
    url: '/base/region/provinces',
    summary: '省份列表（1-31）',
    tag: 'base',
    response: z.array(ZProvince),
    handler: async ({ db }) => (await db.select().from(province).orderBy(asc(province.id))).map((p) => ({ provinceId: p.id, provinceName: p.name })),
  }),
  defineRoute({
    method: 'GET',
    url: '/base/region/regions/:provinceId',
    summary: '某省的地级行政区',
    tag: 'base',
    params: ZProvinceParams,
    response: z.array(ZRegion),
    handler: async ({ db, params }) => {
      const p = await db.select().from(province).where(eq(province.id, params.provinceId)).limit(1);
      if (!p[0]) throw errors.notFound('省份不存在');
      const rows = await db.select().from(region).where(eq(region.provinceId, params.provinceId)).orderBy(asc(region.id));
      return rows.map((r) => ({ regionId: r.id, regionName: r.name, provinceId: r.provinceId }));
    },
  }),
];
