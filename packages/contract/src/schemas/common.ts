import { z } from 'zod';

/** The largest value of an int4 column (every id and count column here is int4). */
export const INT4_MAX = 2147483647;

/**
 * A canonical decimal integer as text: digits without leading zeros, spaces, '+', exponent,
 * fraction or hex prefix. '-' is read so that a negative number meets the range's message rather
 * than a syntax one; every use here has a range that refuses it.
 */
const DECIMAL_INT = /^(0|-?[1-9][0-9]*)$/;

type IntRange = {
  min?: number;
  max?: number;
  /** Message when below min (default `${label}最小为${min}`). */
  minMessage?: string;
  /** Message when above max (default `${label}超出范围`). */
  maxMessage?: string;
};

/**
 * An integer path or query parameter (and the same field where a body carries it): a JSON
 * integer, or its canonical decimal string. Lenient readings such as '0x10', ' 1', '1e1', '039',
 * '39.0' or '+39' are refused (`${label}必须是十进制整数`) instead of opening record 39 or 16;
 * text that is no number at all ('abc', '') is `${label}必须是数字`, a fraction `${label}必须是整数`.
 * Defaults to 0 ≤ n ≤ int4 max; chain `.optional()` / `.default()` / `.nullish()` as before.
 */
export function zIntParam(label: string, range: IntRange = {}) {
  const min = range.min ?? 0;
  const max = range.max ?? INT4_MAX;
  const notNumber = `${label}必须是数字`;
  return z
    .union([z.number({ error: notNumber }), z.string({ error: notNumber })], { error: notNumber })
    .transform((v, ctx) => {
      if (typeof v === 'number' && Number.isInteger(v)) return v;
      if (typeof v === 'string' && DECIMAL_INT.test(v)) return Number(v);
      const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v);
      const message = !Number.isFinite(n) ? notNumber : Number.isInteger(n) ? `${label}必须是十进制整数` : `${label}必须是整数`;
      ctx.issues.push({ code: 'custom', message, input: v });
      return z.NEVER;
    })
    .pipe(
      z
        .number()
        .min(min, { error: range.minMessage ?? `${label}最小为${min}` })
        .max(max, { error: range.maxMessage ?? `${label}超出范围` }),
    );
}

const DECIMAL = /^(0|-?[1-9][0-9]*)(\.[0-9]+)?$|^-?0\.[0-9]+$/;

/**
 * A decimal query parameter (a rate, a threshold): a finite JSON number or its plain decimal
 * text ('0.6', '1'); exponents, hex, spaces and '' are refused. Pipe it into the range.
 */
export function zDecimalParam(label: string) {
  const notNumber = `${label}必须是十进制数`;
  return z.union([z.number({ error: notNumber }).finite({ error: notNumber }), z.string({ error: notNumber }).regex(DECIMAL, { error: notNumber }).transform(Number)], { error: notNumber });
}

/** A positive id (int4) in a path, a query or a body: see zIntParam. */
export const zId = (label: string) => zIntParam(label, { min: 1, minMessage: `${label}必须大于0` });

export const ZFlag = z.union([z.literal(0), z.literal(1)]);

/** The page number of a paged list (1 when absent). */
export const zPageNo = () => zIntParam('页码', { min: 1, minMessage: '页码最小为1' }).default(1);
/** The page size of a paged list, 1-100. */
export const zPageSize = (fallback: number) => zIntParam('每页条数', { min: 1, max: 100, minMessage: '每页条数最小为1', maxMessage: '每页条数最多为100' }).default(fallback);

export const ZPageQuery = z.object({
  pageNo: zPageNo(),
  pageSize: zPageSize(10),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const ZEmpty = z.object({}).strict();
export const ZNull = z.null();
