/**
 * Request bodies refuse fields they do not declare, at every depth. The contract's schemas are
 * plain `z.object`s (which drop unknown keys silently); at registration each route's body schema
 * is copied with every object made strict, so a route added later is covered without anyone
 * remembering to write `.strict()`. Objects that declare a catchall (`z.looseObject`, records'
 * values) keep it. The original schema stays as it is for the OpenAPI document.
 */
import { z } from 'zod';

type AnySchema = z.core.$ZodType;
type Def = z.core.$ZodTypeDef & Record<string, unknown>;

const isSchema = (v: unknown): v is AnySchema => typeof v === 'object' && v !== null && '_zod' in v && !('check' in (v as AnySchema)._zod.def);

/** Keys of a definition that never hold child schemas (checks are zod objects too, but not types). */
const NOT_CHILDREN = new Set(['checks', 'error', 'defaultValue', 'transform', 'getter']);

function strictify(schema: AnySchema, seen: Map<AnySchema, AnySchema>): AnySchema {
  const known = seen.get(schema);
  if (known) return known;
  const def = schema._zod.def as Def;
  if (def.type === 'lazy') {
    const getter = def.getter as () => AnySchema;
    const lazy = z.lazy(() => strictify(getter(), seen));
    seen.set(schema, lazy);
    return lazy;
  }
  // A placeholder while the children are walked (a schema reached again through itself).
  seen.set(schema, schema);
  const next: Def = { ...def };
  let changed = false;
  for (const [key, value] of Object.entries(def)) {
    if (NOT_CHILDREN.has(key)) continue;
    if (isSchema(value)) {
      const copy = strictify(value, seen);
      if (copy !== value) {
        next[key] = copy;
        changed = true;
      }
    } else if (Array.isArray(value) && value.length && value.every(isSchema)) {
      const copies = value.map((v) => strictify(v, seen));
      if (copies.some((c, i) => c !== value[i])) {
        next[key] = copies;
        changed = true;
      }
    } else if (key === 'shape' && value && typeof value === 'object') {
      const shape: Record<string, AnySchema> = {};
      for (const [name, field] of Object.entries(value as Record<string, AnySchema>)) {
        shape[name] = strictify(field, seen);
        if (shape[name] !== field) changed = true;
      }
      next.shape = shape;
    }
  }
  if (def.type === 'object' && def.catchall === undefined) {
    next.catchall = z.never();
    changed = true;
  }
  const result = changed ? (schema as z.ZodType).clone(next) : schema;
  seen.set(schema, result);
  return result;
}

/** The schema with every object at every depth refusing unknown keys. */
export function strictBody<T extends z.ZodType>(schema: T): T {
  return strictify(schema, new Map()) as T;
}

/** The first unknown-field issue of a failed parse as a message naming the fields, or null. */
export function unknownFieldsMessage(error: z.ZodError): string | null {
  const issue = error.issues.find((i) => i.code === 'unrecognized_keys');
  if (!issue || issue.code !== 'unrecognized_keys') return null;
  const prefix = issue.path.length ? `${issue.path.map(String).join('.')}.` : '';
  return `请求体包含未知字段：${issue.keys.map((k) => prefix + k).join('、')}`;
}
