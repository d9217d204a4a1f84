/** Uses a contract zod schema as an antd form rule, so the form and the server check the same thing. */
import type { z } from 'zod';

/**
 * `toValue` maps what the field holds to what the schema checks, for fields shown in another unit
 * than the API's (a percentage for a 0-1 rate).
 */
export function zodRule(schema: z.ZodType | undefined, toValue?: (value: unknown) => unknown) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!schema) return;
      const r = schema.safeParse(toValue ? toValue(value) : value);
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
