/** Setup of the 'web' test project (happy-dom): network mock, stubs antd needs, clean-up between tests. */
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { installApiMock, resetApiMock, unhandled } from './api-mock';

// antd's responsive grid and overflow lists ask for these; happy-dom has them, older DOMs do not.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver !== 'function') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

const START_URL = window.location.href;
const START_ORIGIN = window.location.origin;

beforeEach(() => {
  installApiMock();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name);
  sessionStorage.clear();
  localStorage.clear();
  // happy-dom follows a clicked download link (<a download href="blob:…">) as a navigation, which a
  // browser does not: put the page back on its address so the next file's router has an origin.
  if (window.location.origin !== START_ORIGIN) (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(START_URL);
  window.location.hash = '';
  const missed = [...unhandled];
  resetApiMock();
  // Every request a screen makes must be answered on purpose by the test.
  expect(missed, 'requests without a mocked answer').toEqual([]);
});
