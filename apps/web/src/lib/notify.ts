/**
 * A bridge to antd's themed message API, so non-React code (the HTTP client) can show notices.
 * ThemeScope (app/theme-scope.tsx) mounts <NotifyBridge/>, which fills it in.
 */
type MessageApi = { error: (content: string) => unknown; success: (content: string) => unknown; info: (content: string) => unknown };

let api: MessageApi | null = null;

export function setMessageApi(m: MessageApi): void {
  api = m;
}

export const notify = {
  error: (msg: string) => api?.error(msg),
  success: (msg: string) => api?.success(msg),
  info: (msg: string) => api?.info(msg),
};
