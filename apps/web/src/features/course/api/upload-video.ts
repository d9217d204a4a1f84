/**
 * A lesson video goes up over the tus protocol (docs/course.md): in 8 MB pieces, retried after a
 * dropped connection, paused and resumed at will, and resumed after a closed tab (the browser keeps
 * the upload's address under the file's fingerprint). The server's refusal comes back as a 4xx with
 * the usual envelope: its errMsg is what the teacher reads.
 */
import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { apiUrl, CLIENT_MSG, COURSE_UPLOAD_PATH, ERR, TOKEN_FAILURE_PATTERN } from '@app/contract';
import { cookies } from '../../../lib/cookies';
import { API_HOSTS, redirectToLogin } from '../../../lib/http';

const CHUNK_BYTES = 8 * 1024 * 1024;
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000];

export type VideoUploadEvents = {
  onProgress: (sent: number, total: number) => void;
  /** The upload is complete: its id (the last segment of its address) is attached to the course next. */
  onSuccess: (uploadId: string) => void;
  onError: (message: string) => void;
};

export type VideoUpload = {
  /** Starts, or picks up an unfinished upload of the same file to the same course; resolves with whether it resumed one. */
  start: () => Promise<{ resumed: boolean }>;
  /** Stops sending; the bytes the server has are kept. */
  pause: () => Promise<void>;
  /** Sends the rest (after a pause or a failure). */
  resume: () => void;
};

/** tus-js-client's default endpoint must be absolute: it resolves the server's Location against it. */
const endpoint = () => new URL(apiUrl(COURSE_UPLOAD_PATH, API_HOSTS), window.location.href).toString();

/** What to tell the teacher about a failed upload. */
export function uploadErrorMessage(err: Error | DetailedError): string {
  const res = 'originalResponse' in err ? err.originalResponse : null;
  if (!res) return CLIENT_MSG.NETWORK;
  let errCode = String(res.getStatus());
  let errMsg = '';
  try {
    const env = JSON.parse(res.getBody()) as { errCode?: unknown; errMsg?: unknown };
    errCode = String(env.errCode ?? errCode);
    if (typeof env.errMsg === 'string') errMsg = env.errMsg;
  } catch {
    // not an envelope (a proxy's page): the status decides
  }
  if (errCode === ERR.TOKEN_INVALID || (res.getStatus() === 401 && TOKEN_FAILURE_PATTERN.test(errMsg))) redirectToLogin();
  if (errMsg) return errMsg;
  if (res.getStatus() === 413) return '视频不能超过2GB';
  return res.getStatus() >= 500 ? CLIENT_MSG.HTTP_500 : `上传失败（${res.getStatus()}）`;
}

export function createVideoUpload(file: File, courseId: number, events: VideoUploadEvents): VideoUpload {
  const upload: Upload = new Upload(file, {
    endpoint: endpoint(),
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    metadata: { filename: file.name, filetype: file.type || 'application/octet-stream', courseId: String(courseId) },
    // The same file sent to another course is another upload (the server binds an upload to its course).
    fingerprint: (f: File, opts) => Promise.resolve(['course', courseId, f.name, f.type, f.size, f.lastModified, opts.endpoint].join('-')),
    // Read the token per request: a long upload may outlive the page's first look at it.
    onBeforeRequest: (req) => {
      const token = cookies.token();
      if (token) req.setHeader('Authorization', `Bearer ${token}`);
    },
    onProgress: events.onProgress,
    onSuccess: () => events.onSuccess((upload.url ?? '').replace(/\/+$/, '').split('/').pop() ?? ''),
    onError: (err) => events.onError(uploadErrorMessage(err)),
  });
  return {
    start: async () => {
      let previous: PreviousUpload[] = [];
      try {
        previous = await upload.findPreviousUploads();
      } catch {
        // no storage (private window): start afresh
      }
      const latest = [...previous].sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) upload.resumeFromPreviousUpload(latest);
      upload.start();
      return { resumed: latest != null };
    },
    pause: () => upload.abort(false),
    resume: () => upload.start(),
  };
}
