import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Alert, Button, Drawer, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import DOMPurify from 'dompurify';
import type { TSchoolPaper } from '@app/contract';
import { usePdfFile, useWordPreview } from '../api/preview';

const PdfPages = lazy(() => import('./pdf-pages'));

type Props = { paper: TSchoolPaper | null; onClose: () => void; onDownload: (p: TSchoolPaper) => void };

/** The Word preview's HTML (sanitised by the server), sanitised again with DOMPurify and put in as a fragment, never as a string. */
function WordHtml({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const frag = DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true, ALLOWED_URI_REGEXP: /^data:image\//i });
    ref.current?.replaceChildren(frag);
  }, [html]);
  return <div ref={ref} className="sp-word" aria-label="试卷内容" />;
}

/** 预览: a PDF drawn with pdf.js, a Word paper converted to HTML. */
export function PreviewDrawer({ paper, onClose, onDownload }: Props) {
  const word = useWordPreview(paper);
  const pdf = usePdfFile(paper);
  const loading = (paper?.fileType === 'docx' && word.isPending) || (paper?.fileType === 'pdf' && pdf.isPending);
  const error = paper?.fileType === 'docx' ? word.error : pdf.error;
  return (
    <Drawer
      title={paper ? `预览：${paper.name}` : '预览'}
      open={paper != null}
      onClose={onClose}
      size={860}
      destroyOnHidden
      extra={
        paper && (
          <Button icon={<DownloadOutlined />} onClick={() => onDownload(paper)}>
            下载原文件
          </Button>
        )
      }
    >
      {loading && (
        <div className="sp-loading">
          <Spin /> 正在加载试卷…
        </div>
      )}
      {error && <Alert type="error" showIcon title={error.message} />}
      {paper?.fileType === 'docx' && word.data && (
        <>
          {word.data.warnings.length > 0 && <Alert type="info" showIcon className="sp-word-note" title="部分格式（如公式、文本框）在预览中可能显示不完整，以下载的原文件为准" />}
          <WordHtml html={word.data.html} />
        </>
      )}
      {paper?.fileType === 'pdf' && pdf.data && (
        <Suspense fallback={<Spin />}>
          <PdfPages data={pdf.data} />
        </Suspense>
      )}
    </Drawer>
  );
}
