import { z } from 'zod';

/** A positive integer path/query id, accepting its string form. */
export const zId = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int({ error: `${label}必须是整数` })
    .positive({ error: `${label}必须大于0` })
    .max(2147483647, { error: `${label}超出范围` });

export const ZFlag = z.union([z.literal(0), z.literal(1)]);

export const ZPageQuery = z.object({
  pageNo: z.coerce.number({ error: '页码必须是数字' }).int({ error: '页码必须是整数' }).min(1, { error: '页码最小为1' }).default(1),
  pageSize: z.coerce.number({ error: '每页条数必须是数字' }).int({ error: '每页条数必须是整数' }).min(1, { error: '每页条数最小为1' }).max(100, { error: '每页条数最多为100' }).default(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const ZEmpty = z.object({}).strict();
export const ZNull = z.null();
