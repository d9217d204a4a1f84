/** Builds the Fastify application: API routes, OpenAPI docs and (optionally) the built web client. */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERR, ERR_MSG } from '@app/contract';
import type { Db } from './db/client.js';
import type { Storage } from './storage/storage.js';
import { frameworkErrorBody, installErrorHandling } from './http/envelope.js';
import { buildOpenApi } from './http/openapi.js';
import { registerHealthRoutes } from './http/health.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerStaticFiles } from './http/static-files.js';
import { registerRoutes, teacherCaller, type AnyRouteDef } from './http/route.js';
import { authRoutes } from './modules/auth/routes.js';
import { baseRoutes } from './modules/base/routes.js';
import { cmsRoutes } from './modules/cms/routes.js';
import { regionRoutes } from './modules/region/routes.js';
import { academicManageRoutes } from './modules/academic/routes-manage.js';
import { academicClassReportRoutes, academicLookupRoutes, academicReportRoutes } from './modules/academic/routes-report.js';
import { academicTrendRoutes } from './modules/academic/routes-trends.js';
import { academicMoreRoutes } from './modules/academic/routes-more.js';
import { markingMarkerRoutes } from './modules/marking/routes-marker.js';
import { markingManageRoutes } from './modules/marking/routes-manage.js';
import { markingOversightRoutes } from './modules/marking/routes-oversight.js';
import { markingReviewRoutes } from './modules/marking/routes-review.js';
import { markingImageRoutes } from './modules/marking/routes-images.js';
import { paperRoutes } from './modules/paper/routes.js';
import { paperPersonalRoutes } from './modules/paper/routes-personal.js';
import { adminRoutes } from './modules/admin/routes.js';
import { labelRoutes } from './modules/label/routes.js';
import { teachingRoutes } from './modules/teaching/routes.js';
import { studentAccountRoutes } from './modules/student-account/routes.js';
import { vocabularyRoutes } from './modules/vocabulary/routes.js';
import { writingRoutes } from './modules/writing/routes.js';
import { templateRoutes } from './modules/template/routes.js';
import { studentRoutes } from './modules/student-auth/routes.js';
import { schoolPaperRoutes } from './modules/school-paper/routes.js';
import { homeworkRoutes } from './modules/school-paper/homework-routes.js';
import { resourceRoutes } from './modules/school-paper/resource-routes.js';
import { jointRoutes } from './modules/joint/routes.js';
import { COURSE_ALLOW, courseRoutes } from './modules/course/routes.js';
import { createCourseUploads, registerCourseUploadRoutes } from './modules/course/uploads.js';

export const allRoutes: readonly AnyRouteDef[] = [...authRoutes, ...baseRoutes, ...regionRoutes, ...cmsRoutes, ...academicManageRoutes, ...academicReportRoutes, ...academicClassReportRoutes, ...academicTrendRoutes, ...academicMoreRoutes, ...academicLookupRoutes, ...markingMarkerRoutes, ...markingManageRoutes, ...markingOversightRoutes, ...markingReviewRoutes, ...markingImageRoutes, ...paperRoutes, ...paperPersonalRoutes, ...adminRoutes, ...labelRoutes, ...teachingRoutes, ...studentAccountRoutes, ...studentRoutes, ...vocabularyRoutes, ...writingRoutes, ...templateRoutes, ...schoolPaperRoutes, ...homeworkRoutes, ...resourceRoutes, ...courseRoutes, ...jointRoutes];

export type AppOptions = {
  db: Db;
  /** Where uploaded and generated files live (answer images, scans). */
  storage: Storage;
  /** Folder of the built web client to serve at '/'. */
  webDist?: string;
  logLevel?: string;
  /** Where log lines go (standard output when absent); tests pass a stream to read them. */
  logStream?: { write: (line: string) => void };
  /** Check every response against its contract schema (on in development and tests). */
  checkResponses?: boolean;
  trustProxy?: boolean;
  /** Where lesson video uploads (tus) keep their partial files; a fresh temporary folder when absent. */
  uploadDir?: string;
};

/**
 * One log line a request, written when it completes, with the request (method, url, address), the
 * status and the time taken; Fastify's default adds an 'incoming request' line before it, which
 * cost about 0.06 ms of CPU a request and half the log's size (docs/performance.md).
 */
class OneLineLogController extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** A request id a client or proxy may choose: short, and nothing that could forge or split a log line or header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming X-Request-Id when it looks sane, otherwise a new UUID. */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: opts.logLevel ?? 'info', redact: ['req.headers.authorization', 'req.body.password'], ...(opts.logStream ? { stream: opts.logStream } : {}) },
    // Fastify's own header option would keep any incoming value unchecked: genReqId reads and checks it.
    requestIdHeader: false,
    genReqId: requestId,
    logController: new OneLineLogController({ requestIdLogLabel: 'requestId' }),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: (error, req, reply) => {
      // Fastify answers these before any hook runs, so the request id header is set here.
      void (reply as unknown as FastifyReply).code(400).header('x-request-id', req.id).send(frameworkErrorBody(error));
    },
  });
  installErrorHandling(app);
  await registerSecurityHeaders(app);
  // Every response names its request (errors, 404 and framework errors too), so a client's report finds the log lines.
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  // A POST or PUT without a body but with a JSON content type (some clients always send the
  // header) is an empty body, not malformed JSON: the route's own schema decides whether it needs one.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (typeof body === 'string' && body.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(req, body as string, done);
  });

  registerHealthRoutes(app, opts.db);
  const document = buildOpenApi(allRoutes);
  app.get('/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null } });

  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 } });
  registerRoutes(app, opts.db, opts.storage, allRoutes, { checkResponses: opts.checkResponses ?? true });
  // Lesson videos arrive over tus (docs/course.md): a signed-in teacher outside section 0, as the course routes.
  const courseUploads = await createCourseUploads(opts.db, opts.uploadDir);
  app.decorate('courseUploads', courseUploads);
  app.addHook('onClose', async () => courseUploads.close());
  const uploadDef = { tag: 'course', allow: COURSE_ALLOW } as unknown as AnyRouteDef;
  registerCourseUploadRoutes(app, courseUploads, async (req) => (await teacherCaller(opts.db, req, uploadDef))!);

  if (opts.webDist && existsSync(opts.webDist)) {
    await registerStaticFiles(app, opts.webDist);
  }
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ errCode: ERR.NOT_FOUND, errMsg: ERR_MSG.ROUTE_NOT_FOUND, data: null }));
  return app;
}
