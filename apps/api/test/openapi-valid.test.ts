/**
 * The OpenAPI document a client generates its code from: valid for the version it declares (checked
 * by @seriousme/openapi-schema-validator), one unique operationId per operation, the file
 * downloads as binary responses with their content types, the uploads as multipart forms, every
 * parameter described, and the error responses as the envelope with a non-'00' errCode.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../src/app.js';
import { buildOpenApi, operationIdOf } from '../src/http/openapi.js';
import { createTestApp, type TestContext } from './support/test-app.js';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Every route that answers with a file, and the content types it sends. */
const DOWNLOADS: Record<string, string[]> = {
  'GET /academic/exam/:examId/score-template': [XLSX],
  'GET /joint/:jointId/score-template/:subjectId': [XLSX],
  'GET /joint/:jointId/report/download/union': [XLSX],
  'GET /joint/:jointId/report/download/school': [XLSX],
  'GET /joint/:jointId/report/download/school-word': [DOCX],
  'GET /academic/exam/:examId/clazz/:clazzId/download/excel': [XLSX],
  'GET /academic/exam/:examId/clazz/:clazzId/download/word': [DOCX],
  'POST /academic/wrongtopic/variant-sheet': [DOCX],
  'POST /academic/wrongtopic/practice-sheet': [DOCX],
  'GET /paper/file/:paperType/:paperId/:kind': [DOCX],
  'GET /paper/math/two-way-table/:recordId/download': [XLSX, DOCX],
  'GET /marking/answer/:answerId/image': ['image/png'],
  'GET /marking/exam/:examId/template/image': ['image/png'],
  'GET /admin/import/:kind/template': [XLSX],
  'GET /admin/audit/download': [XLSX],
  'GET /teaching/teacher/download': [XLSX],
  'GET /vocabulary/put/:putId/download': [XLSX],
  'GET /teaching/quality/download': [XLSX],
  'GET /template/basket/:kind/download': [DOCX],
  'GET /template/secondround/:id/download': [DOCX],
  'GET /write/submission/:submissionId/photo': ['image/jpeg'],
  'GET /student/write/:taskId/photo': ['image/jpeg'],
  'GET /schoolpaper/paper/:paperId/file': ['application/pdf', DOCX],
  'GET /schoolpaper/homework/:homeworkId/students/:studentId/photo/:photoNo': ['image/jpeg'],
  'GET /student/homework/:homeworkId/file': ['application/pdf', DOCX],
  'GET /student/homework/:homeworkId/photo/:photoNo': ['image/jpeg'],
  'GET /course/video/:videoId/poster': ['image/jpeg'],
  'GET /course/play/:ticket': ['video/mp4', 'video/quicktime', 'video/webm'],
  'GET /course/play/:ticket/poster': ['image/jpeg'],
  'GET /course/:courseId/stat/download': [XLSX],
  'GET /student/course/video/:videoId/poster': ['image/jpeg'],
  'GET /schoolresource/:resourceId/file': ['application/pdf', DOCX, XLSX, 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'image/jpeg', 'image/png', 'image/webp'],
};

/** Every upload: its file field, the file's content types, the form's other (required) fields and its optional ones. */
const UPLOADS: Record<string, { file: string; types: string[]; fileRequired: boolean; fields: string[]; optional?: string[] }> = {
  'POST /academic/exam/:examId/score-import': { file: 'file', types: [XLSX], fileRequired: true, fields: [] },
  'POST /joint/:jointId/scores/:subjectId': { file: 'file', types: [XLSX], fileRequired: true, fields: [] },
  'POST /marking/exam/:examId/scans': { file: 'file', types: ['application/zip'], fileRequired: true, fields: [] },
  'PUT /marking/exam/:examId/template': { file: 'file', types: ['image/png', 'image/jpeg'], fileRequired: false, fields: ['regions'] },
  'POST /admin/import/:kind': { file: 'file', types: [XLSX], fileRequired: true, fields: [] },
  'POST /student/write/:taskId/photo': { file: 'file', types: ['image/jpeg', 'image/png', 'image/webp'], fileRequired: true, fields: [] },
  'POST /student/homework/:homeworkId/photo': { file: 'file', types: ['image/jpeg', 'image/png', 'image/webp'], fileRequired: true, fields: [] },
  'POST /schoolresources/:kind': { file: 'file', types: ['application/pdf', DOCX, XLSX, 'application/vnd.openxmlformats-officedocument.presentationml.presentation', 'image/jpeg', 'image/png', 'image/webp'], fileRequired: true, fields: ['subjectId', 'gradeId'], optional: ['title', 'description'] },
  'POST /schoolpaper/paper': { file: 'file', types: ['application/pdf', DOCX], fileRequired: true, fields: ['subjectId', 'gradeId'], optional: ['name'] },
};

type Schema = Record<string, unknown> & { type?: string; format?: string; properties?: Record<string, Schema>; required?: string[]; allOf?: Schema[]; enum?: unknown[]; $ref?: string };
type Media = { schema: Schema; encoding?: Record<string, { contentType: string }> };
type Response = { $ref?: string; description?: string; content?: Record<string, Media>; headers?: Record<string, unknown> };
type Operation = {
  operationId?: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required: boolean; content: Record<string, Media> };
  responses: Record<string, Response>;
};
type Doc = {
  openapi: string;
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Response>; schemas: Record<string, Schema> };
};

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the OpenAPI document', () => {
  let ctx: TestContext;
  let doc: Doc;

  beforeAll(async () => {
    ctx = await createTestApp();
    const res = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });
  afterAll(() => ctx.close());

  const op = (r: { method: string; url: string }): Operation => doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!;
  const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, o]) => ({ at: `${method.toUpperCase()} ${path}`, o })));
  /** A response, its $ref followed. */
  const resolve = (r: Response): Response => (r.$ref ? doc.components.responses[r.$ref.replace('#/components/responses/', '')]! : r);

  it('validates against the schema of the OpenAPI version it declares', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi.startsWith(`${validator.version}.`)).toBe(true);
    expect(operations().length).toBe(allRoutes.length);
  });

  it('is checked deeply: the validator refuses a broken parameter or schema in it', async () => {
    const brokenParameter = structuredClone(doc);
    const withParams = Object.values(brokenParameter.paths).flatMap((ops) => Object.values(ops)).find((o) => o.parameters.length)!;
    withParams.parameters[0]!.in = 'body';
    expect((await new Validator().validate(brokenParameter)).valid).toBe(false);
    const brokenSchema = structuredClone(doc);
    brokenSchema.components.schemas.ErrorEnvelope!.type = 'null'; // not a type in OpenAPI 3.0
    expect((await new Validator().validate(brokenSchema)).valid).toBe(false);
  });

  it('gives every operation an operationId derived from its method and url, all different', () => {
    const ids = operations().map(({ o }) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of allRoutes) expect(op(r).operationId, key(r)).toBe(operationIdOf(r));
    expect(op({ method: 'GET', url: '/academic/exam/:examId/score-template' }).operationId).toBe('getAcademicExamByExamIdScoreTemplate');
    expect(op({ method: 'POST', url: '/auth/teacher/password/login' }).operationId).toBe('postAuthTeacherPasswordLogin');
  });

  it('refuses to build a document where two routes would share an operationId', () => {
    const [a] = allRoutes;
    // '/auth/teacher/password/login' and '/auth-teacher-password/login' both derive postAuthTeacherPasswordLogin.
    const twin = { ...a!, url: a!.url.replace(/\//g, '-').replace(/^-/, '/') };
    expect(operationIdOf(twin)).toBe(operationIdOf(a!));
    expect(() => buildOpenApi([a!, twin])).toThrow(/operationId/);
    expect(() => buildOpenApi([a!, { ...twin, operationId: 'declaredInstead' }])).not.toThrow();
  });

  it('describes the file downloads as binary responses with their content types, errors as the envelope', () => {
    expect(allRoutes.filter((r) => r.download).map(key).sort()).toEqual(Object.keys(DOWNLOADS).sort());
    // A route whose handler sends the reply itself answers with a file: it has to be in the list.
    const answersItself = allRoutes.filter((r) => /\breply\b/.test(r.handler.toString())).map(key);
    expect(answersItself.sort()).toEqual(Object.keys(DOWNLOADS).sort());
    for (const r of allRoutes.filter((x) => x.download)) {
      const ok = op(r).responses['200']!;
      expect(Object.keys(ok.content ?? {}).sort(), key(r)).toEqual([...DOWNLOADS[key(r)]!].sort());
      for (const media of Object.values(ok.content!)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      expect(ok.headers, key(r)).toHaveProperty(r.download!.ranges ? 'Accept-Ranges' : r.download!.inline ? 'ETag' : 'Content-Disposition');
      if (r.download!.ranges) expect(Object.keys(op(r).responses), key(r)).toContain('206');
      for (const status of r.public ? ['400', '404'] : ['400', '401', '404']) expect(Object.keys(resolve(op(r).responses[status]!).content ?? {}), `${key(r)} ${status}`).toEqual(['application/json']);
    }
    // Every other route answers the JSON envelope.
    for (const r of allRoutes.filter((x) => !x.download)) expect(Object.keys(op(r).responses['200']!.content!), key(r)).toEqual(['application/json']);
  });

  it('describes the uploads as multipart forms: the file as binary and the other fields', () => {
    expect(allRoutes.filter((r) => r.upload).map(key).sort()).toEqual(Object.keys(UPLOADS).sort());
    for (const [k, want] of Object.entries(UPLOADS)) {
      const [method, url] = k.split(' ') as [string, string];
      const body = op({ method, url }).requestBody!;
      expect(body.required, k).toBe(true);
      const form = body.content['multipart/form-data']!;
      expect(form.schema.properties![want.file], k).toMatchObject({ type: 'string', format: 'binary', description: expect.stringMatching(/[\u4e00-\u9fff]/) });
      expect(form.encoding![want.file]!.contentType.split(', ').sort(), k).toEqual([...want.types].sort());
      expect(Object.keys(form.schema.properties!).sort(), k).toEqual([want.file, ...want.fields, ...(want.optional ?? [])].sort());
      for (const f of want.optional ?? []) expect(form.schema.required ?? [], k).not.toContain(f);
      expect((form.schema.required ?? []).includes(want.file), k).toBe(want.fileRequired);
      for (const f of want.fields) expect(form.schema.required, k).toContain(f);
    }
    // The template also takes its regions as JSON, without a new image.
    expect(op({ method: 'PUT', url: '/marking/exam/:examId/template' }).requestBody!.content['application/json']!.schema.properties).toHaveProperty('regions');
    const multipart = operations().filter(({ o }) => o.requestBody?.content['multipart/form-data']);
    expect(multipart.length).toBe(Object.keys(UPLOADS).length);
  });

  it('says every JSON request body refuses unknown fields (additionalProperties: false), at every depth', () => {
    /** Object schemas in a JSON schema that leave additionalProperties open, with where they are. */
    const open = (schema: unknown, at: string): string[] => {
      if (!schema || typeof schema !== 'object') return [];
      const node = schema as Record<string, unknown>;
      const here = node.type === 'object' && node.properties && node.additionalProperties !== false ? [at] : [];
      return [...here, ...Object.entries(node).flatMap(([k, v]) => (Array.isArray(v) ? v.flatMap((x, i) => open(x, `${at}.${k}[${i}]`)) : open(v, `${at}.${k}`)))];
    };
    const bodies = operations().flatMap(({ at, o }) => {
      const json = o.requestBody?.content['application/json'];
      return json ? [{ at, schema: json.schema }] : [];
    });
    expect(bodies.length).toBeGreaterThan(20);
    expect(bodies.flatMap(({ at, schema }) => open(schema, at))).toEqual([]);
    expect(op({ method: 'PUT', url: '/academic/report-setting' }).requestBody!.content['application/json']!.schema).toMatchObject({ additionalProperties: false });
  });

  it('describes every path and query parameter: name, place, whether required, schema and meaning', () => {
    for (const { at, o } of operations()) {
      const path = at.split(' ')[1]!;
      const inPath = [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]);
      expect(o.parameters.filter((p) => p.in === 'path').map((p) => p.name).sort(), at).toEqual(inPath.sort());
      for (const p of o.parameters) {
        expect({ at, name: p.name, in: ['path', 'query'].includes(p.in), required: typeof p.required, schema: typeof p.schema, described: /[\u4e00-\u9fff]/.test(p.description ?? '') }).toEqual({
          at,
          name: p.name,
          in: true,
          required: 'boolean',
          schema: 'object',
          described: true,
        });
        if (p.in === 'path') expect(p.required, `${at} ${p.name}`).toBe(true);
      }
    }
    const page = op({ method: 'GET', url: '/academic/review/page' }).parameters.find((p) => p.name === 'status')!;
    expect(page).toMatchObject({ in: 'query', required: false, description: expect.stringContaining('0 待处理') });
  });

  it("describes the error responses as the envelope with a non-'00' errCode", () => {
    const envelope = doc.components.schemas.ErrorEnvelope!;
    expect(envelope.required).toEqual(['errCode', 'errMsg', 'data']);
    const codeOf = (r: Response): unknown[] => {
      const schema = resolve(r).content!['application/json']!.schema;
      expect(schema.allOf![0]).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
      return schema.allOf![1]!.properties!.errCode!.enum!;
    };
    const expected: Record<string, string> = { '400': '40000', '401': '40001', '403': '40300', '404': '40400', '409': '40900', '413': '41300', '500': '50000' };
    for (const r of allRoutes) {
      const responses = op(r).responses;
      const errors = Object.keys(responses).filter((s) => s !== '200' && s !== '206' && s !== '304');
      for (const status of errors) {
        const codes = codeOf(responses[status]!);
        expect(codes, `${key(r)} ${status}`).not.toContain('00');
        if (!(r.public && status === '401')) expect(codes, `${key(r)} ${status}`).toEqual([expected[status] ?? codes[0]]);
      }
      expect(errors, key(r)).toContain('500');
      if (!r.public) expect(errors, key(r)).toEqual(expect.arrayContaining(['401', '403']));
      if (r.params || r.query || r.body || r.upload) expect(errors, key(r)).toEqual(expect.arrayContaining(['400', '404']));
      if (r.body || r.upload) expect(errors, key(r)).toContain('413');
    }
    const login = op({ method: 'POST', url: '/auth/teacher/password/login' }).responses;
    expect(codeOf(login['401']!)).toEqual(['40002']);
    expect(codeOf(login['429']!)).toEqual(['40003']);
    expect(op({ method: 'GET', url: '/base/teacher/info' }).responses).not.toHaveProperty('409');
    // 409 where a state check can refuse: a stale score-import confirmation, a finished marking group, an edited record.
    for (const [method, url] of [
      ['POST', '/academic/exam/:examId/score-import'],
      ['POST', '/marking/submit'],
      ['DELETE', '/paper/math/delete/:paperId'],
      ['DELETE', '/paper/english/delete/:paperId'],
    ] as const) {
      const route = allRoutes.find((r) => r.method === method && r.url === url);
      if (route) expect(op(route).responses, `${method} ${url}`).toHaveProperty('409');
      else expect.fail(`${method} ${url} is not a route`);
    }
  });

  it('names every tag it uses', () => {
    const declared = doc.tags.map((t) => t.name);
    for (const { at, o } of operations()) for (const t of o.tags) expect(declared, at).toContain(t);
  });
});
