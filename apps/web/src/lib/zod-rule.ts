/** Uses a contract zod schema as an antd form rule, so the form and the server check the same thing. */
import type { z } from 'zod';

export function zodRule(schema: z.ZodType | undefined) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      if (!schema) return;
      const r = schema.safeParse(value);
      if (!r.success) throw new Error(r.error.issues[0]?.message ?? '格式不正确');
    },
  };
}
