/**
 * The set-up every journey file shares: the product on a fresh copy of the demo school, one
 * Chromium, and (when asked) a scratch folder for downloads, all closed after the file's tests.
 * Call `journey()` at the top of a test file; its server and browser exist once the file's first
 * `beforeAll` has run (hooks the file adds afterwards can use them).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, launch, tokenOf, type Browser } from './browser.js';
import { startServer, type RunningServer } from './server.js';

export type Journey = {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A scratch folder (only with `scratch`), removed after the file. */
  readonly tmp: string;
};

export function journey(opts: { scratch?: string; viewport?: { width: number; height: number } } = {}): Journey {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const tmp = opts.scratch ? mkdtempSync(path.join(os.tmpdir(), opts.scratch)) : '';
  beforeAll(async () => {
    server = await startServer();
    browser = await launch(opts.viewport);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  });
  const ready = <T>(v: T | undefined, name: string): T => {
    if (v === undefined) throw new Error(`journey: the ${name} is not started yet (use it inside a test or a later hook)`);
    return v;
  };
  return {
    get server() {
      return ready(server, 'server');
    },
    get browser() {
      return ready(browser, 'browser');
    },
    tmp,
  };
}

/** The rows of an antd table by its aria-label. */
export const rowsOf = (p: Page, tableLabel: string) => p.locator(`[aria-label="${tableLabel}"] tbody tr.ant-table-row`);

/** An API call with the page's signed-in teacher's token; the envelope's data (errCode must be '00'). */
export async function apiAs<T>(j: Journey, p: Page, apiPath: string): Promise<T> {
  const res = await fetch(`${j.server.baseUrl}${apiPath}`, { headers: { Authorization: `Bearer ${await tokenOf(p)}` } });
  const body = (await res.json()) as { errCode: string; errMsg: string; data: T };
  if (body.errCode !== '00') throw new Error(`${apiPath}: ${body.errCode} ${body.errMsg}`);
  return body.data;
}

/** Signs a demo teacher in through the API (no browser): the login token, for set-up calls or a hand-off link. */
export async function loginToken(j: Journey, account: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(`${j.server.baseUrl}/auth/teacher/password/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ account, password, schoolType: 1 }) });
  const body = (await res.json()) as { errCode: string; errMsg: string; data: { loginToken: string } | null };
  if (body.errCode !== '00' || !body.data) throw new Error(`login ${account}: ${body.errCode} ${body.errMsg}`);
  return body.data.loginToken;
}
