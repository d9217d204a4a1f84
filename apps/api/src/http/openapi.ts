/**
 * Builds the OpenAPI 3.0 document from the route definitions and their contract schemas: one
 * operation per route with a stable operationId, its parameters described, its request body (JSON,
 * or the multipart form of an upload), its success response (the envelope, or the file of a
 * download) and the error responses it can give, each the envelope with a non-'00' errCode.
 */
import { z } from 'zod';
import { ERR } from '@app/contract';
import type { AnyRouteDef } from './route.js';
import { strictBody } from './strict-body.js';

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[]; description?: string };

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** What a path or query parameter means, by name; a schema's own description comes first. */
const PARAMETER_DESCRIPTIONS: Record<string, string> = {
  action: '操作类型，如 rollover、teacher.update；不传为全部',
  answerId: '答卷ID',
  clazzId: '班级ID',
  confirmToken: '确认令牌：导入会改动已有数据时由上一次上传（预览）返回，确认后带上它重新上传同一文件',
  domainName: '学校定制登录页的域名',
  examGroupId: '考试ID（一次考试，含各学科）',
  examId: '学科考试ID',
  format: '文件格式：xlsx（默认）或docx',
  grade: '年级序号（1-3）',
  gradeId: '年级ID',
  groupId: '题组ID',
  homeworkId: '作业ID',
  hidden: '1 只列已隐藏的任务，0 只列未隐藏的任务（默认）',
  id: '试卷ID',
  keyword: '关键字',
  kind: '文件：paper 试卷，paper-answer 含答案解析的试卷，answer-sheet 答题卡',
  kpId: '知识点ID',
  labelId: '标签ID',
  letter: '首字母（一个英文字母）',
  level: '词汇级别：junior 初中，senior 高中；不传为全部',
  listId: '词表ID',
  maxRate: '得分率上限（0-1，默认0.6）：得分率低于它的题目列为错题',
  mode: 'mark 阅卷（默认），arbitrate 仲裁',
  noticeId: '通知ID',
  option: '选项：A-H，blank 未作答，other 其他',
  pageNo: '页码，从1开始',
  pageNum: '页码，从1开始',
  pageSize: '每页条数（最多100）',
  paperId: '试卷ID：精品试卷库的试卷，或本校的组卷记录',
  paperType: '试卷来源：1 精品试卷，2 组卷记录',
  problemId: '问题卷ID',
  productId: '英语资源产品ID：11 高考英语范文精讲，32 英语写作模板，59 外刊阅读精选，60 二轮复习资料',
  progressId: '处理进度ID（客户端生成，8-64位字母、数字或-），可另行查询处理进度',
  provinceId: '省份ID',
  putId: '词汇练习布置ID',
  questionId: '题目ID',
  r: '客户端看到的旋转角度（图片旋转后地址随之变化）',
  round: '轮次（从1开始）；不传为第一个未完成的轮次',
  recordId: '组卷记录ID',
  reviewId: '复核申请ID',
  semesterId: '学期ID',
  state: '布置状态：0 未开始，1 进行中，2 已结束；不传为全部',
  slotId: '阅卷任务ID',
  source: '调用端：principal 为校长端（校长可见全部学期）',
  studentId: '学生ID',
  teacherId: '教师ID',
  subjectId: '学科ID',
  submissionId: '作文ID',
  taskId: '写作任务ID',
  threshold: '墨迹比例阈值（0-0.2）',
  topicId: '题目ID（题库）',
  topic: '主题语境：人与自我、人与社会或人与自然；不传为全部',
  category: '分类：话题词汇与短语为主题，范文与写作模板为题型，外刊为栏目，二轮复习为专题；不传为全部',
  title: '讲义标题（文件名与标题）；不传为资源类型名加“讲义”',
  withNotes: '1 教师版（含批注与答案，默认），0 学生版',
  type: '考试类型（1-9）',
  v: '图片版本（图片文件哈希的前几位）：带上时浏览器可缓存一年',
};

/** Parameters whose meaning depends on the route, by `url name`. */
const ROUTE_PARAMETER_DESCRIPTIONS: Record<string, string> = {
  '/template/:kind kind': '资源类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读，secondround 二轮复习',
  '/template/:kind/:id kind': '资源类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读，secondround 二轮复习',
  '/template/:kind/:id id': '资源ID',
  '/template/basket/:kind kind': '资源篮类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读',
  '/template/basket/:kind/order kind': '资源篮类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读',
  '/template/basket/:kind/download kind': '资源篮类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读',
  '/template/basket/:kind/:id kind': '资源篮类型：word 话题词汇，phrase 短语，essay 范文，write 写作模板，journal 外刊阅读',
  '/template/basket/:kind/:id id': '资源ID',
  '/template/secondround/:id/download id': '二轮复习专题的资源ID',
  '/academic/review/page status': '处理状态：0 待处理，1 已通过，2 已驳回；不传为全部',
  '/marking/group/:groupId/problems status': '问题卷状态：0 待处理，1 已处理，2 已驳回；不传为全部',
  '/marking/group/:groupId/arbitrations status': 'pending 待仲裁（默认），done 已仲裁',
  '/marking/audit/list status': '审核状态：1 待审核（默认），2 已确认，3 已驳回',
  '/admin/classes status': '班级状态：1 在读（默认），2 已毕业',
  '/admin/students status': '学生状态：1 在读，2 离校，3 毕业；不传为全部',
  '/admin/teachers status': '账号状态：1 启用，2 停用；不传为全部',
  '/admin/import/:kind kind': '导入类型：classes 班级，students 学生，teachers 教师',
  '/admin/import/:kind/template kind': '导入类型：classes 班级，students 学生，teachers 教师',
  '/admin/rollover confirmToken': '升年级预演返回的确认令牌',
};

function parameters(def: AnyRouteDef, schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const js = toSchema(schema, 'input');
  const required = new Set(js.required ?? []);
  return Object.entries(js.properties ?? {}).map(([name, s]) => {
    const description = s.description ?? ROUTE_PARAMETER_DESCRIPTIONS[`${def.url} ${name}`] ?? PARAMETER_DESCRIPTIONS[name];
    return { name, in: where, required: where === 'path' || required.has(name), ...(description ? { description } : {}), schema: s };
  });
}

/** 'GET /academic/exam/:examId/score-template' -> 'getAcademicExamByExamIdScoreTemplate'. */
export function operationIdOf(def: Pick<AnyRouteDef, 'method' | 'url' | 'operationId'>): string {
  if (def.operationId) return def.operationId;
  const capital = (w: string) => (w ? w[0]!.toUpperCase() + w.slice(1) : '');
  const words = def.url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capital(segment.slice(1))}` : segment.split(/[^A-Za-z0-9]+/).map(capital).join('')));
  return def.method.toLowerCase() + words.join('');
}

const list = (x: string | readonly string[]): readonly string[] => (typeof x === 'string' ? [x] : x);

/** The error envelope with the given codes, as a response. */
const errorResponse = (description: string, codes: readonly string[]) => ({
  description,
  content: {
    'application/json': {
      schema: { allOf: [{ $ref: '#/components/schemas/ErrorEnvelope' }, { type: 'object', properties: { errCode: { type: 'string', enum: [...codes] } } }] },
    },
  },
});

const ERROR_RESPONSES = {
  BadRequest: errorResponse("参数错误：errCode为'40000'，errMsg用中文指出哪个参数、错在哪里（导入文件有错误时data为错误列表）", [ERR.VALIDATION]),
  LoginFailed: errorResponse("账号或密码错误：errCode为'40002'", [ERR.LOGIN_FAILED]),
  Unauthorized: errorResponse("未登录或token失效：errCode为'40001'，需重新登录", [ERR.TOKEN_INVALID]),
  Forbidden: errorResponse("没有权限：errCode为'40300'", [ERR.FORBIDDEN]),
  NotFound: errorResponse("数据不存在（或属于其他学校）：errCode为'40400'", [ERR.NOT_FOUND]),
  Conflict: errorResponse("数据当前的状态不允许此操作（例如考试正在网上阅卷、题组已结束、确认后成绩又有变动）：errCode为'40900'，errMsg说明原因", [ERR.CONFLICT]),
  TooLarge: errorResponse("请求体或上传文件过大：errCode为'41300'", [ERR.TOO_LARGE]),
  TooManyRequests: errorResponse("登录失败次数过多，暂时不能登录：errCode为'40003'", [ERR.LOGIN_BLOCKED]),
  ServerError: errorResponse("服务器内部错误：errCode为'50000'，不含错误细节", [ERR.INTERNAL]),
} as const;

const ref = (name: keyof typeof ERROR_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** The routes where a state check may answer 409 by default: the academic and marking areas. */
const CONFLICT_TAGS = new Set(['academic', 'marking']);

/** The error responses a route can give. */
function errorResponses(def: AnyRouteDef): Record<string, unknown> {
  const takesInput = Boolean(def.params || def.query || def.body || def.upload);
  const out: Record<string, unknown> = {};
  if (takesInput) out['400'] = ref('BadRequest');
  if (!def.public) {
    out['401'] = ref('Unauthorized');
    out['403'] = ref('Forbidden');
  } else if (def.url === '/auth/teacher/password/login' || def.url === '/student/auth/login') {
    out['401'] = ref('LoginFailed');
  }
  if (takesInput) out['404'] = ref('NotFound');
  if (def.conflict ?? CONFLICT_TAGS.has(def.tag)) out['409'] = ref('Conflict');
  if (def.body || def.upload) out['413'] = ref('TooLarge');
  if (def.url === '/auth/teacher/password/login' || def.url === '/student/auth/login') out['429'] = ref('TooManyRequests');
  out['500'] = ref('ServerError');
  return out;
}

/** The success response: the envelope with the route's data, or the file of a download. */
function successResponses(def: AnyRouteDef): Record<string, unknown> {
  if (def.download) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    const headers = def.download.ranges
      ? { 'Accept-Ranges': { description: 'bytes：支持HTTP Range请求（视频拖动）', schema: { type: 'string' } } }
      : def.download.inline
      ? { ETag: { description: '图片内容的版本；再次请求时带If-None-Match可得到304', schema: { type: 'string' } } }
      : { 'Content-Disposition': { description: "attachment; filename*=UTF-8''<URL编码的中文文件名>", schema: { type: 'string' } } };
    return {
      '200': { description: '文件本身（不是JSON信封）；出错时仍返回JSON信封', headers, content: Object.fromEntries(list(def.download.contentType).map((type) => [type, binary])) },
      ...(def.download.inline && !def.download.ranges ? { '304': { description: '未修改：If-None-Match与ETag相同' } } : {}),
      ...(def.download.ranges
        ? {
            '206': {
              description: 'Range请求的部分内容（范围超出文件大小时为416，Content-Range: bytes */<总大小>，无响应体）',
              headers: { 'Content-Range': { description: 'bytes <起>-<止>/<总大小>', schema: { type: 'string' } } },
              content: Object.fromEntries(list(def.download.contentType).map((type) => [type, binary])),
            },
          }
        : {}),
    };
  }
  return {
    '200': {
      description: "成功：errCode为'00'",
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['errCode', 'errMsg', 'data'],
            properties: { errCode: { type: 'string', enum: [ERR.OK] }, errMsg: { type: 'string' }, data: toSchema(def.response, 'output') },
          },
        },
      },
    },
  };
}

function requestBody(def: AnyRouteDef): Record<string, unknown> | undefined {
  if (def.upload) {
    const { file, fields = {}, json } = def.upload;
    const properties: Record<string, JsonSchema> = { [file.field]: { type: 'string', format: 'binary', description: file.description } };
    for (const [name, f] of Object.entries(fields)) properties[name] = { type: 'string', description: f.description };
    const required = [...(file.required ? [file.field] : []), ...Object.entries(fields).filter(([, f]) => f.required).map(([name]) => name)];
    return {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties, ...(required.length ? { required } : {}) },
          encoding: { [file.field]: { contentType: list(file.contentType).join(', ') } },
        },
        // Bodies are refused with unknown fields (strict-body.ts): the document says so (additionalProperties: false).
        ...(json ? { 'application/json': { schema: toSchema(strictBody(json), 'input') } } : {}),
      },
    };
  }
  if (def.body) return { required: true, content: { 'application/json': { schema: toSchema(strictBody(def.body), 'input') } } };
  return undefined;
}

export function buildOpenApi(defs: readonly AnyRouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Map<string, string>();
  for (const def of defs) {
    const path = def.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const operationId = operationIdOf(def);
    const taken = operationIds.get(operationId);
    if (taken) throw new Error(`operationId ${operationId} of ${def.method} ${def.url} is taken by ${taken}: declare operationId on one of them`);
    operationIds.set(operationId, `${def.method} ${def.url}`);
    const body = requestBody(def);
    paths[path] ??= {};
    paths[path]![def.method.toLowerCase()] = {
      operationId,
      summary: def.summary,
      tags: [def.tag],
      // A route takes the tokens of its audience only: a teacher's loginToken or a student's studentToken.
      security: def.public ? [] : def.audience === 'student' ? [{ studentBearerAuth: [] }] : [{ bearerAuth: [] }],
      parameters: [...parameters(def, def.params, 'path'), ...parameters(def, def.query, 'query')],
      ...(body ? { requestBody: body } : {}),
      responses: { ...successResponses(def), ...errorResponses(def) },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: '教师平台 API',
      version: '0.1.0',
      description:
        "所有接口返回 { errCode, errMsg, data }，成功时 errCode 为 '00'，失败时为非'00'的五位代码，errMsg 为中文说明（文件下载接口成功时返回文件本身）。除登录与学校校徽接口外，请求需携带 Authorization: Bearer <loginToken>；学生端接口（/student/…）携带学生的 studentToken，两种 token 互不通用。token 失效时 errCode 为 '40001'。每个响应都带 X-Request-Id 头（请求带来的合法 X-Request-Id 原样返回，否则由服务器生成），反馈问题时请附上它。",
    },
    tags: [
      { name: 'auth', description: '登录与退出' },
      { name: 'base', description: '学校、学期、年级、班级、教师等基础数据' },
      { name: 'cms', description: '通知与学校校徽' },
      { name: 'academic', description: '学情分析：考试、成绩导入、报告' },
      { name: 'marking', description: '网上阅卷' },
      { name: 'paper', description: '组卷中心：题库、试卷库、组卷记录、打印' },
      { name: 'admin', description: '教务管理：学期、班级、学生、教师账号、批量导入、升年级、操作日志（校长与教务管理员）' },
      { name: 'label', description: '考试标注：标注任务、题目的知识点、方法能力、难度与题型' },
      { name: 'teaching', description: '教学督导：学情概况、教师工作、教学质量（年级组长与校长）' },
      { name: 'student-account', description: '学生账号（教师端）：班级学生的账号状态、生成与重置初始密码（班主任、英语教师、年级组长与校长）' },
      { name: 'student-auth', description: '学生端登录、本人信息、修改密码与退出（只接受学生token）' },
      { name: 'student', description: '学生端：学生的任务（只接受学生token）' },
      { name: 'vocabulary', description: '词汇训练（英语教师）：课标词库、词表、布置到班级、练习报告' },
      { name: 'student-vocabulary', description: '学生端词汇练习：一轮的题目与提交答案（只接受学生token）' },
      { name: 'write', description: '写作训练（英语教师）：专项写作与自主命题、作文与智能批改、教师评分、写作报告' },
      { name: 'student-write', description: '学生端写作：任务、提交作文与智能批改（只接受学生token）' },
      { name: 'school-paper', description: '校本资源：校本试卷（Word/PDF上传、预览、下载、共享到校本资源库）、打印任务与作业' },
      { name: 'student-homework', description: '学生端作业：查看与下载试卷、标记完成、上传照片、查看评语（只接受学生token）' },
      { name: 'course', description: '网课：课程、章节视频、发布到班级、播放（凭证+Range）、学习统计与Excel。视频用tus协议1.0.0上传：POST /course/upload（Upload-Length不超过2GB，Upload-Metadata含filename与courseId，带教师token），PATCH/HEAD/DELETE /course/upload/<上传ID>；上传完成后调用 POST /course/{courseId}/video 加为章节' },
      { name: 'joint', description: '联考：发起、邀请与答复、试卷结构、分数线、发布；联考报告（整体、上线、汇总、分数段、小题、知识点、学校排名、本校与学生、试题质量、优秀榜）。学校在报告中以字母编号出现，匿名模式下其他学校显示为学校A、学校B…' },
      { name: 'student-course', description: '学生端网课：发布到本班的课程、播放凭证、观看进度上报与续播（只接受学生token）' },
      { name: 'template', description: '英语资源模板（英语教师）：话题词汇、短语、范文、写作模板、外刊阅读、二轮复习，资源篮与Word讲义，产品开通查询与申请' },
    ].filter((t) => defs.some((d) => d.tag === t.name)),
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: '教师的loginToken；学生端接口不接受' },
        studentBearerAuth: { type: 'http', scheme: 'bearer', description: '学生的studentToken（POST /student/auth/login）；只用于学生端接口' },
      },
      schemas: {
        ErrorEnvelope: {
          type: 'object',
          required: ['errCode', 'errMsg', 'data'],
          properties: {
            errCode: { type: 'string', pattern: '^[1-9][0-9]{4}$', description: "非'00'的错误代码", example: ERR.VALIDATION },
            errMsg: { type: 'string', description: '中文错误说明', example: '参数account错误：请输入账号' },
            data: { nullable: true, description: '通常为null；导入文件有错误时为错误列表' },
          },
        },
      },
      responses: ERROR_RESPONSES,
    },
    paths,
  };
}
