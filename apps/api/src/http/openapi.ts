/** Builds the OpenAPI 3 document from the route definitions and their contract schemas. */
import { z } from 'zod';
import type { AnyRouteDef } from './route.js';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete out.$schema;
  return out;
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = toSchema(schema, 'input');
  const required = new Set(js.required ?? []);
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: s }));
}

export function buildOpenApi(defs: readonly AnyRouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of defs) {
    const path = def.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path]![def.method.toLowerCase()] = {
      summary: def.summary,
      tags: [def.tag],
      security: def.public ? [] : [{ bearerAuth: [] }],
      parameters: [...parameters(def.params, 'path'), ...parameters(def.query, 'query')],
      ...(def.body ? { requestBody: { required: true, content: { 'application/json': { schema: toSchema(def.body, 'input') } } } } : {}),
      responses: {
        '200': {
          description: "成功：errCode为'00'",
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['errCode', 'errMsg', 'data'],
                properties: { errCode: { type: 'string', example: '00' }, errMsg: { type: 'string' }, data: toSchema(def.response, 'output') },
              },
            },
          },
        },
        default: { description: '失败：errCode非00，errMsg为中文说明', content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '教师平台 API',
      version: '0.1.0',
      description:
        "所有接口返回 { errCode, errMsg, data }，成功时 errCode 为 '00'。除登录与学校校徽接口外，请求需携带 Authorization: Bearer <loginToken>。token 失效时 errCode 为 '40001'。",
    },
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          properties: { errCode: { type: 'string', example: '40000' }, errMsg: { type: 'string', example: '参数account错误：请输入账号' }, data: { nullable: true } },
        },
      },
    },
    paths,
  };
}
