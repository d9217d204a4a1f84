/**
 * A small valid value for a route's contract schema, built from the schema's JSON Schema form: the
 * registry tests use it to reach a route's handler (past validation) with ids of their choosing.
 * Only required properties are filled, plus the optional ones `keep` names (ids to substitute).
 */
import { z } from 'zod';

type Json = {
  type?: string | string[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  default?: unknown;
  nullable?: boolean;
};

/** Strings for the patterns the contract uses (a date, a progress id …); others fail the parse check. */
function stringFor(s: Json): string {
  if (s.format === 'date' || s.pattern?.includes('\\d{4}-')) return '2026-11-20';
  if (s.pattern && new RegExp(s.pattern).test('abcdefgh12')) return 'abcdefgh12';
  if (s.pattern && new RegExp(s.pattern).test('1')) return '1';
  const n = Math.max(1, s.minLength ?? 1);
  return '测'.repeat(Math.min(n, s.maxLength ?? n));
}

function numberFor(s: Json, integer: boolean): number {
  let lo = typeof s.minimum === 'number' ? s.minimum : -Infinity;
  if (typeof s.exclusiveMinimum === 'number') lo = Math.max(lo, s.exclusiveMinimum + (integer ? 1 : 0.5));
  const hi = typeof s.maximum === 'number' ? s.maximum : Infinity;
  if (1 >= lo && 1 <= hi) return 1;
  return Number.isFinite(lo) ? lo : hi;
}

function build(s: Json, keep: ReadonlySet<string>): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return build(alt.find((a) => a.type !== 'null') ?? alt[0]!, keep);
  if (s.allOf?.length) return build(s.allOf[0]!, keep);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(s.properties ?? {})) {
        if ((s.required ?? []).includes(k) || keep.has(k)) out[k] = build(v, keep);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => build(s.items ?? {}, keep));
    case 'string':
      return stringFor(s);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return 1;
  }
}

export function sampleFromSchema(schema: z.ZodType, keep: ReadonlySet<string> = new Set()): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
  return build(json, keep);
}
