/**
 * A PDF's pages drawn with pdf.js in the browser (the server never parses a PDF for viewing).
 * The worker is a module file of our own origin (CSP script-src 'self'), and eval is off
 * (isEvalSupported: false) because the page's CSP forbids it. Loaded lazily: only the preview needs it.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import * as pdfjs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages beyond this are not drawn (a long file is downloaded instead). */
const MAX_PAGES = 30;
/** CSS pixels of a page's width in the drawer. */
const PAGE_WIDTH = 760;

type Props = { data: Uint8Array };

export default function PdfPages({ data }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; shown: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // pdf.js takes ownership of the buffer it is given: hand it a copy so the cached query data stays intact.
    const task = pdfjs.getDocument({ data: data.slice(), isEvalSupported: false });
    void (async () => {
      try {
        const doc = await task.promise;
        const shown = Math.min(doc.numPages, MAX_PAGES);
        const ratio = window.devicePixelRatio || 1;
        const canvases: HTMLCanvasElement[] = [];
        for (let i = 1; i <= shown && !cancelled; i++) {
          const page = await doc.getPage(i);
          const base = page.getViewport({ scale: 1 });
          const viewport = page.getViewport({ scale: (PAGE_WIDTH / base.width) * ratio });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = `${PAGE_WIDTH}px`;
          canvas.className = 'sp-pdf-page';
          canvas.setAttribute('aria-label', `第${i}页`);
          await page.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
          canvases.push(canvas);
          if (!cancelled) holder.current?.replaceChildren(...canvases);
        }
        if (!cancelled) setState({ pages: doc.numPages, shown });
      } catch {
        if (!cancelled) setError('无法显示这份PDF，请下载后查看');
      }
    })();
    return () => {
      cancelled = true;
      void task.destroy();
    };
  }, [data]);
  return (
    <div className="sp-pdf">
      {error && <Alert type="error" showIcon title={error} />}
      {!state && !error && (
        <div className="sp-loading">
          <Spin /> 正在加载试卷…
        </div>
      )}
      {state && state.pages > state.shown && <Alert type="info" showIcon title={`共${state.pages}页，这里显示前${state.shown}页；完整内容请下载查看`} />}
      <div ref={holder} className="sp-pdf-pages" />
    </div>
  );
}
