import { useEffect, useState } from 'react';
import { Alert, App, Modal, Progress, Space, Table, Typography, Upload, theme } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { TImportProgress } from '@app/contract';
import { importProgress, importScores, MAX_IMPORT_BYTES, newProgressId } from '../api/score-import';
import type { TImportResult } from '../api/types';

type Props = {
  exam: { examId: number; subjectName: string; groupName: string } | null;
  onClose: () => void;
};

type ImportError = TImportResult['errors'][number];

/** How often the dialog asks for the processing progress once the file is uploaded. */
const POLL_MS = 400;

/** 导入成绩: upload a filled template (.xlsx, 10 MB at most) with a progress bar; list every bad cell. */
export function ScoreImportModal({ exam, onClose }: Props) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  // Set while the server processes the uploaded file (the upload bar has reached 100%).
  const [processingId, setProcessingId] = useState<string | null>(null);
  const [processing, setProcessing] = useState<TImportProgress | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [fileName, setFileName] = useState('');

  useEffect(() => {
    if (!processingId) return;
    let stopped = false;
    const poll = async () => {
      try {
        const p = await importProgress(processingId);
        if (!stopped) setProcessing(p);
      } catch {
        // Not recorded yet (or a network blip): the next poll tries again.
      }
    };
    const timer = window.setInterval(() => void poll(), POLL_MS);
    void poll();
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [processingId]);

  const close = () => {
    setProgress(null);
    setProcessingId(null);
    setProcessing(null);
    setResult(null);
    setFileName('');
    onClose();
  };

  const upload = async (file: File) => {
    if (!exam) return;
    setResult(null);
    setFileName(file.name);
    setProgress(0);
    setProcessing(null);
    const progressId = newProgressId();
    try {
      const r = await importScores(exam.examId, file, progressId, (percent) => {
        setProgress(percent);
        if (percent >= 100) setProcessingId(progressId);
      });
      setResult(r);
      if (!r.errors.length) {
        message.success(`已导入${r.imported}名学生（缺考${r.absent}名）`);
        await qc.invalidateQueries({ queryKey: ['academic'] });
      }
    } catch {
      // The transfer helper has shown the API's message.
    } finally {
      setProgress(null);
      setProcessingId(null);
      setProcessing(null);
    }
  };

  return (
    <Modal open={exam != null} title={exam ? `导入成绩 · ${exam.groupName} · ${exam.subjectName}` : ''} width={680} onCancel={close} footer={null} destroyOnHidden>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">请先下载成绩模板，按模板填写后上传。只支持 .xlsx 格式，文件不超过 10MB；文件有任何错误时不会导入任何成绩。</Typography.Text>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={progress != null}
          beforeUpload={(file) => {
            if (!/\.xlsx$/i.test(file.name)) {
              message.error('只支持.xlsx格式的Excel文件');
              return Upload.LIST_IGNORE;
            }
            if (file.size > MAX_IMPORT_BYTES) {
              message.error('文件超过10MB，请拆分后上传');
              return Upload.LIST_IGNORE;
            }
            void upload(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽成绩文件到此处上传</p>
          <p className="ant-upload-hint">.xlsx，最大 10MB</p>
        </Upload.Dragger>
        {progress != null && (
          <div aria-label="上传进度">
            <Typography.Text>{progress < 100 ? `正在上传 ${fileName}` : `已上传 ${fileName}`}</Typography.Text>
            <Progress percent={progress} status={progress < 100 ? 'active' : 'success'} strokeColor={progress < 100 ? token.colorPrimary : undefined} />
          </div>
        )}
        {progress != null && progress >= 100 && (
          <div aria-label="处理进度">
            <Typography.Text>
              {processing ? processing.stageName : '正在处理'}
              {processing && processing.total > 0 && processing.stage !== 'report' ? `（${processing.done}/${processing.total}行）` : ''}
            </Typography.Text>
            <Progress percent={processing?.percent ?? 0} status="active" strokeColor={token.colorPrimary} />
          </div>
        )}
        {result && result.errors.length > 0 && (
          <>
            <Alert type="error" showIcon title={`文件中有 ${result.errors.length} 处错误，没有导入任何成绩`} description="请按下表修改 Excel 文件后重新上传。" />
            <Table<ImportError>
              size="small"
              aria-label="导入错误"
              rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
              dataSource={result.errors}
              pagination={result.errors.length > 10 ? { pageSize: 10 } : false}
              columns={[
                { title: '行', dataIndex: 'row', width: 64 },
                { title: '列', dataIndex: 'column', width: 64 },
                { title: '错误', dataIndex: 'message' },
              ]}
            />
          </>
        )}
        {result && result.errors.length === 0 && <Alert type="success" showIcon title={`已导入${result.imported}名学生（缺考${result.absent}名）`} description="成绩报告已按新成绩重新计算。" />}
      </Space>
    </Modal>
  );
}
