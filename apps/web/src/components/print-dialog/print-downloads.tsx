import { Button, Modal, Space, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TPrintResult } from '@app/contract';
import { downloadFile } from '../../lib/file-transfer';
import { useSingleDownload } from '../../lib/single-download';

type Props = { open: boolean; result: TPrintResult | null; paperName: string; onClose: () => void };

/** After a send: the paper, the paper with answers and analysis, and the answer sheet (.docx). */
export function PrintDownloads({ open, result, paperName, onClose }: Props) {
  const dl = useSingleDownload();
  const files = result
    ? [
        { key: 'paper', label: '下载试卷', url: result.paperUrl, name: `${paperName}.docx` },
        { key: 'paper-answer', label: '下载试卷（含答案解析）', url: result.answerPaperUrl, name: `${paperName}（含答案解析）.docx` },
        { key: 'answer-sheet', label: '下载答题卡', url: result.answerSheetUrl, name: `${paperName}答题卡.docx` },
      ]
    : [];
  return (
    <Modal open={open} title="试卷已发送打印" onCancel={onClose} footer={<Button onClick={onClose}>关闭</Button>} width={480}>
      <Typography.Paragraph>“{paperName}”已发送打印，可下载试卷和答题卡：</Typography.Paragraph>
      <Space direction="vertical" style={{ width: '100%' }}>
        {files.map((f) => (
          <Button key={f.key} block icon={<DownloadOutlined />} loading={dl.pending === f.key} onClick={() => void dl.run(f.key, () => downloadFile(f.url, f.name))}>
            {f.label}
          </Button>
        ))}
      </Space>
    </Modal>
  );
}
