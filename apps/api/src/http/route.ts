/**
 * Route definitions: every route runs authenticate -> validate (contract zod schemas) ->
 * handler (which authorises through the policies) -> envelope. The same definitions feed the
 * OpenAPI document.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCOUNT_KIND, ERR, ERR_MSG } from '@app/contract';
import type { Db } from '../db/client.js';
import type { Storage } from '../storage/storage.js';
import { AppError, errors } from './errors.js';
import { authenticate, type AuthContext } from '../modules/auth/authenticate.js';
import { authenticateStudent, type StudentAuthContext } from '../modules/student-auth/authenticate.js';
import { strictBody, unknownFieldsMessage } from './strict-body.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type HandlerContext<B, Q, P, A> = {
  req: FastifyRequest;
  reply: FastifyReply;
  db: Db;
  storage: Storage;
  body: B;
  query: Q;
  params: P;
  auth: A;
};

/** A file response: its content type (a list when the request chooses, e.g. ?format=). */
export type DownloadDef = {
  contentType: string | readonly string[];
  /** Shown in place (an image) rather than saved: no Content-Disposition; ETag with 304 on revalidation. */
  inline?: boolean;
  /** Answers HTTP Range requests (206, 416; Accept-Ranges), as a video does for seeking; implies no ETag. */
  ranges?: boolean;
};

/** A multipart/form-data request: the file part and the form's text fields. */
export type UploadDef = {
  file: { field: string; contentType: string | readonly string[]; description: string; required: boolean };
  fields?: Record<string, { description: string; required: boolean }>;
  /** The route also takes a JSON body of this shape, without a file. */
  json?: z.ZodType;
};

export type RouteDef<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends z.ZodType,
  Pub extends boolean,
> = {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  /** Routes are authenticated unless marked public. */
  public?: Pub;
  /**
   * Who calls the route, and so which tokens authenticate it: teachers (the default; teacher
   * tokens only) or students (the student page; student tokens only, docs/student.md). A token of
   * the other audience is unknown to the route: 401, as if there were none. Student routes are
   * defined with `defineStudentRoute`, which sets this and types the handler's auth.
   */
  audience?: 'teacher' | 'student';
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Success message in errMsg. */
  okMsg?: string;
  /**
   * Who may call it, where that depends on the caller's posts alone: a caller with none of these
   * posts is refused (403 with the message) before anything else is read. Rules that depend on
   * the record (its class, creator, markers) stay in the handler's scope checks.
   */
  posts?: { allowed: readonly number[]; message: string };
  /** Who may call it, where that depends on more than posts (an account kind): refused the same way, before anything else is read. */
  allow?: { check: (auth: AuthContext) => boolean; message: string };
  /** The operation's name in the OpenAPI document; derived from method and url when absent. */
  operationId?: string;
  /**
   * The route answers with a file, not the envelope (its handler sends the reply itself, so the
   * response check does not apply; errors keep the envelope). Documented as a binary response.
   */
  download?: DownloadDef;
  /** The route reads a multipart/form-data upload (no body schema): documented as that form. */
  upload?: UploadDef;
  /**
   * Whether the route may answer 409 (the record's state forbids the action), for the OpenAPI
   * document; the academic and marking routes default to true, the others to false.
   */
  conflict?: boolean;
  handler: (ctx: HandlerContext<Infer<B>, Infer<Q>, Infer<P>, Pub extends true ? AuthContext | null : AuthContext>) => Promise<z.input<R>>;
};

export type AnyRouteDef = RouteDef<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType, boolean>;

export function defineRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  Pub extends boolean = false,
>(def: RouteDef<B, Q, P, R, Pub>): AnyRouteDef {
  return def as unknown as AnyRouteDef;
}

/** A student route's definition: no posts or account rules; the handler's auth is the signed-in student. */
export type StudentRouteDef<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  R extends z.ZodType,
  Pub extends boolean,
> = Omit<RouteDef<B, Q, P, R, Pub>, 'audience' | 'posts' | 'allow' | 'handler'> & {
  handler: (ctx: HandlerContext<Infer<B>, Infer<Q>, Infer<P>, Pub extends true ? StudentAuthContext | null : StudentAuthContext>) => Promise<z.input<R>>;
};

/** Defines a route of the student page (audience 'student'): authenticated by student tokens only. */
export function defineStudentRoute<
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  Pub extends boolean = false,
>(def: StudentRouteDef<B, Q, P, R, Pub>): AnyRouteDef {
  return { ...def, audience: 'student' } as unknown as AnyRouteDef;
}

/** Turns the first zod issue into a Chinese message naming the field. */
export function validationMessage(error: z.ZodError, where: 'body' | 'query' | 'params'): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不正确';
  const place = where === 'body' ? '请求体' : where === 'query' ? '查询参数' : '路径参数';
  const field = issue.path.length ? issue.path.map(String).join('.') : '';
  // Messages written in the contract already name the field in Chinese; prefix the field key
  // so API clients can see exactly which one it is.
  return field ? `参数${field}错误：${issue.message}` : `${place}错误：${issue.message}`;
}

function parsePart<T extends z.ZodType>(schema: T, value: unknown, where: 'body' | 'query' | 'params'): z.output<T> {
  const result = schema.safeParse(value ?? (where === 'body' ? undefined : {}));
  if (!result.success) throw errors.validation((where === 'body' && unknownFieldsMessage(result.error)) || validationMessage(result.error, where));
  return result.data;
}

/**
 * Whether the request carries a body: one the parsers read (an empty JSON body is read as
 * undefined, see app.ts), or on GET, whose body Fastify never reads, one its headers announce.
 */
function carriesBody(req: FastifyRequest): boolean {
  if (req.body !== undefined && req.body !== '') return true;
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** What an account that must change its password first may still call: signing out, its own data, lookups. */
const FIRST_PASSWORD_TAGS: ReadonlySet<string> = new Set(['auth', 'base', 'region', 'cms']);
/** What a school administrator account (教务管理员) may call: the admin area, and the same. */
const ADMIN_ACCOUNT_TAGS: ReadonlySet<string> = new Set(['admin', ...FIRST_PASSWORD_TAGS]);

/** Refuses a call the account's kind or state does not allow, before anything else is read. */
function assertAccountMayCall(auth: AuthContext, tag: string): void {
  if (auth.mustChangePassword && !FIRST_PASSWORD_TAGS.has(tag)) throw new AppError(ERR.PASSWORD_CHANGE_REQUIRED, ERR_MSG.PASSWORD_CHANGE_REQUIRED, 403);
  if (auth.accountKind === ACCOUNT_KIND.SCHOOL_ADMIN && !ADMIN_ACCOUNT_TAGS.has(tag)) throw errors.forbidden('教务管理员账号只能使用教务管理');
}

/** What a student with an issued password may call before changing it: their own data, the change, signing out. */
const STUDENT_FIRST_PASSWORD_TAGS: ReadonlySet<string> = new Set(['student-auth']);

/** The teacher calling a teacher route (or null on a public one), refused early by the route's account, posts and allow rules. */
export async function teacherCaller(db: Db, req: FastifyRequest, def: AnyRouteDef): Promise<AuthContext | null> {
  const auth = def.public ? await authenticate(db, req, { optional: true }) : await authenticate(db, req, { optional: false });
  if (auth) assertAccountMayCall(auth, def.tag);
  if (def.posts && !auth?.posts.some((p) => def.posts!.allowed.includes(p))) throw errors.forbidden(def.posts.message);
  if (def.allow && !(auth && def.allow.check(auth))) throw errors.forbidden(def.allow.message);
  return auth;
}

/** The student calling a student route (or null on a public one); an issued password allows only the password change first. */
async function studentCaller(db: Db, req: FastifyRequest, def: AnyRouteDef): Promise<StudentAuthContext | null> {
  const auth = await authenticateStudent(db, req, { optional: Boolean(def.public) });
  if (auth?.mustChangePassword && !STUDENT_FIRST_PASSWORD_TAGS.has(def.tag)) throw new AppError(ERR.PASSWORD_CHANGE_REQUIRED, ERR_MSG.PASSWORD_CHANGE_REQUIRED, 403);
  return auth;
}

export function registerRoutes(app: FastifyInstance, db: Db, storage: Storage, defs: readonly AnyRouteDef[], opts: { checkResponses: boolean }): void {
  for (const def of defs) {
    // Unknown fields are refused at every depth of a body (strict-body.ts); a route without a
    // body schema takes no body. An upload reads its multipart stream (req.body stays undefined)
    // and refuses anything else itself, with its own message; one that also takes a JSON form
    // (upload.json) has that form's fields checked here and reads it in its handler.
    const bodySchema = def.body ? strictBody(def.body) : undefined;
    const uploadJson = def.upload?.json ? strictBody(def.upload.json) : undefined;
    app.route({
      method: def.method,
      url: def.url,
      handler: async (req, reply) => {
        const auth = def.audience === 'student' ? await studentCaller(db, req, def) : await teacherCaller(db, req, def);
        if (!bodySchema && carriesBody(req)) {
          if (uploadJson) {
            const checked = uploadJson.safeParse(req.body);
            const unknown = checked.success ? null : unknownFieldsMessage(checked.error);
            if (unknown) throw errors.validation(unknown);
          } else if (!def.upload) throw errors.validation('此接口不接受请求体');
          // An upload route given a body that is not a form is refused before its address is read.
          else if (!req.isMultipart()) throw errors.validation(`请以multipart/form-data上传文件，字段名为${def.upload.file.field}`);
        }
        const body = bodySchema ? parsePart(bodySchema, req.body, 'body') : undefined;
        const query = def.query ? parsePart(def.query, req.query, 'query') : undefined;
        const params = def.params ? parsePart(def.params, req.params, 'params') : undefined;
        const data = await def.handler({ req, reply, db, storage, body, query, params, auth: auth as AuthContext });
        if (reply.sent) return reply;
        if (opts.checkResponses) {
          const checked = def.response.safeParse(data);
          if (!checked.success) {
            req.log.error({ issues: checked.error.issues, url: def.url }, 'response does not match its contract');
            throw errors.internal();
          }
        }
        return { errCode: ERR.OK, errMsg: def.okMsg ?? '成功', data: data ?? null };
      },
    });
  }
}
