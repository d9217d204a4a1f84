/**
 * What a page downloads, read from Chromium's own network events (CDP): every response with its
 * content-encoding, the bytes on the wire and the bytes after decoding, and whether it came from
 * the browser's cache. Used by the delivery test (the first pages' JavaScript budget) and by
 * `npm run bench:web`.
 */
import type { CDPSession, Page } from 'playwright-core';

export type Transfer = {
  url: string;
  /** Chromium's resource type: Document, Script, Stylesheet, Font, Fetch, Image, … */
  type: string;
  status: number;
  /** The response's content-encoding ('br', 'gzip') or '' when sent as is. */
  encoding: string;
  /** Bytes received on the wire, headers included (0 when served from the browser's cache). */
  wireBytes: number;
  /** Body bytes as received: compressed when the server compressed it (0 from the cache). */
  encodedBodyBytes: number;
  /** Body bytes after decoding. */
  decodedBytes: number;
  fromCache: boolean;
};

type Pending = Omit<Transfer, 'wireBytes' | 'encodedBodyBytes'> & { headerBytes: number };

type ResponseEvent = {
  requestId: string;
  type: string;
  response: { url: string; status: number; headers: Record<string, string>; encodedDataLength: number; fromDiskCache?: boolean; fromPrefetchCache?: boolean };
};

const headerOf = (headers: Record<string, string>, name: string) => Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1] ?? '';

export type TransferRecorder = {
  /** Starts a new step: what is recorded from now on. */
  start: () => void;
  /** Waits until every request started in the step has finished, and returns the step's transfers. */
  stop: () => Promise<Transfer[]>;
  detach: () => Promise<void>;
};

/** Listens to the page's network through a CDP session of its own. */
export async function recordTransfers(page: Page): Promise<TransferRecorder> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  let open = new Set<string>();
  let pending = new Map<string, Pending>();
  let done: Transfer[] = [];
  const cached = new Set<string>();

  cdp.on('Network.requestWillBeSent', (e: { requestId: string }) => open.add(e.requestId));
  cdp.on('Network.requestServedFromCache', (e: { requestId: string }) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e: ResponseEvent) => {
    pending.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      status: e.response.status,
      encoding: headerOf(e.response.headers, 'content-encoding'),
      headerBytes: e.response.encodedDataLength,
      decodedBytes: 0,
      fromCache: cached.has(e.requestId) || !!e.response.fromDiskCache || !!e.response.fromPrefetchCache,
    });
  });
  cdp.on('Network.dataReceived', (e: { requestId: string; dataLength: number }) => {
    const p = pending.get(e.requestId);
    if (p) p.decodedBytes += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e: { requestId: string; encodedDataLength: number }) => {
    const p = pending.get(e.requestId);
    open.delete(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    const fromCache = p.fromCache || cached.has(e.requestId);
    const { headerBytes, ...rest } = p;
    done.push({ ...rest, fromCache, wireBytes: e.encodedDataLength, encodedBodyBytes: fromCache ? 0 : Math.max(0, e.encodedDataLength - headerBytes) });
  });
  cdp.on('Network.loadingFailed', (e: { requestId: string }) => {
    open.delete(e.requestId);
    pending.delete(e.requestId);
  });

  return {
    start: () => {
      open = new Set();
      pending = new Map();
      done = [];
    },
    stop: async () => {
      const until = Date.now() + 10_000;
      while (open.size > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
      return [...done];
    },
    detach: () => cdp.detach(),
  };
}

export type TransferSummary = { requests: number; wireBytes: number; encodedBodyBytes: number; decodedBytes: number };

export function summarise(transfers: readonly Transfer[]): TransferSummary {
  return {
    requests: transfers.length,
    wireBytes: transfers.reduce((s, t) => s + t.wireBytes, 0),
    encodedBodyBytes: transfers.reduce((s, t) => s + t.encodedBodyBytes, 0),
    decodedBytes: transfers.reduce((s, t) => s + t.decodedBytes, 0),
  };
}

/** The JavaScript files among the transfers. */
export const scriptsOf = (transfers: readonly Transfer[]) => transfers.filter((t) => t.type === 'Script' || new URL(t.url).pathname.endsWith('.js'));
