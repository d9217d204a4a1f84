/** Assertions on the { errCode, errMsg, data } envelope shared by the API test files. */
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { ERR, ERR_MSG, TOKEN_FAILURE_PATTERN } from '@app/contract';
import type { Envelope, TestContext } from './test-app.js';

export type CallResult<T = unknown> = { status: number; body: Envelope<T> };

/** A success: HTTP 200, errCode '00'; returns the data. */
export function expectOk<T>(res: CallResult<T>): T {
  expect(res.body, `expected success, got ${JSON.stringify(res.body)}`).toMatchObject({ errCode: ERR.OK });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** A failure with the given HTTP status and errCode; `msg` is the exact message or a pattern / fragments it must contain. */
export function expectError(res: CallResult, status: number, errCode: string, msg?: string | RegExp | string[]): void {
  expect({ status: res.status, errCode: res.body.errCode }, `body: ${JSON.stringify(res.body)}`).toEqual({ status, errCode });
  expect(res.body.data).toBeNull();
  expect(typeof res.body.errMsg).toBe('string');
  if (typeof msg === 'string') expect(res.body.errMsg).toBe(msg);
  else if (msg instanceof RegExp) expect(res.body.errMsg).toMatch(msg);
  else if (Array.isArray(msg)) for (const part of msg) expect(res.body.errMsg).toContain(part);
}

/** A validation failure (400 / '40000') whose Chinese message names the field. */
export function expectValidation(res: CallResult, field: string, ...fragments: string[]): void {
  expectError(res, 400, ERR.VALIDATION, [field, ...fragments]);
  // The message is Chinese, not a raw English zod message.
  expect(res.body.errMsg).toMatch(/[\u4e00-\u9fff]/);
}

/** The token failure the web client redirects on: 401 / '40001' with token wording. */
export function expectTokenFailure(res: CallResult): void {
  expectError(res, 401, ERR.TOKEN_INVALID, ERR_MSG.TOKEN_INVALID);
  expect(res.body.errMsg).toMatch(TOKEN_FAILURE_PATTERN);
}

/** Calls a route without a token and with a forged one; both must be token failures. */
export async function expectAuthRequired(ctx: TestContext, opts: InjectOptions): Promise<void> {
  expectTokenFailure(await ctx.call(opts));
  expectTokenFailure(await ctx.call({ ...opts, token: 'forged-token-that-was-never-issued' }));
}

/** A response body must never carry a stack trace or raw database/driver error text. */
export function expectNoLeak(rawBody: string): void {
  expect(rawBody).not.toMatch(/\bat\s+\S+\s+\(|\.(ts|js):\d+|node_modules|stack|Error:|SQLSTATE|syntax error at|violates|duplicate key|relation "/i);
}
