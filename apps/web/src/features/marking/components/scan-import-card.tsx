import { useState } from 'react';
import { App, Button, Card, Progress, Space, Table, Tag, Typography, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { importScans, newScanProgressId, scanProgress } from '../api/scan-import';
import { MARKING_KEY, type TScanImportResult } from '../api/types';
import { usePolledProgress } from '../../../lib/polled-progress';

/** How often the card asks for the processing stage once the file is uploaded. */
const POLL_MS = 500;

/** The server's upload limit for a scan archive, checked here too so a teacher does not wait for a refusal. */
const MAX_ZIP_BYTES = 200 * 1024 * 1024;

/** 导入扫描答卷: a zip of answer-sheet scans, uploaded with progress; the answer says what was imported and which files were skipped. */
export function ScanImportCard({ examId }: { examId: number }) {
  const { message } = App.useApp();
  const qc = useQueryClient();
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<TScanImportResult | null>(null);
  // Set once the upload has reached 100 %: the server is still cutting, storing and saving.
  const [processingId, setProcessingId] = useState<string | null>(null);
  const processing = usePolledProgress(processingId, scanProgress, POLL_MS);


  const upload = async (file: File) => {
    if (!/\.zip$/i.test(file.name)) return void message.error('请选择 zip 压缩包');
    if (file.size > MAX_ZIP_BYTES) return void message.error('压缩包不能超过200MB');
    setResult(null);
    setPercent(0);
    const progressId = newScanProgressId();
    try {
      const r = await importScans(examId, file, progressId, (p) => {
        setPercent(p);
        if (p >= 100) setProcessingId(progressId);
      });
      setResult(r);
      message.success(`已导入 ${r.imported} 份答卷${r.replaced ? `，替换 ${r.replaced} 份` : ''}`);
      void qc.invalidateQueries({ queryKey: [MARKING_KEY] });
    } catch {
      // the transfer helper has shown the message
    } finally {
      setPercent(null);
      setProcessingId(null);
      }
  };

  return (
    <Card size="small" title="导入扫描答卷" className="mk-scan-card">
      <Space orientation="vertical" style={{ width: '100%' }} size={8}>
        <Typography.Text type="secondary">
          上传扫描答卷的 zip 压缩包（200MB以内）：每题一张图片命名为“学号_题号.png/jpg”，整页扫描命名为“学号_p页码.png/jpg”或“学号.pdf”（按答题卡模板切出各题组）。再次上传同一学生会替换原图片。
        </Typography.Text>
        <Upload accept=".zip,application/zip" showUploadList={false} beforeUpload={(f) => (void upload(f), false)} disabled={percent != null}>
          <Button icon={<UploadOutlined />} loading={percent != null}>
            选择 zip 文件上传
          </Button>
        </Upload>
        {percent != null && <Progress percent={percent} size="small" status={percent < 100 ? 'active' : 'success'} aria-label="上传进度" />}
        {percent != null && percent >= 100 && (
          <Typography.Text aria-label="处理进度" type="secondary">
            {processing ? processing.stageName : '已上传，正在处理'}
            {processing?.stage === 'read' && processing.total > 0 ? `（已处理 ${processing.done}/${processing.total} 个文件）` : ''}
            {processing?.stage === 'save' && processing.total > 0 ? `（${processing.total} 份）` : ''}
          </Typography.Text>
        )}
        {result && (
          <div aria-label="导入结果">
            <Space wrap size={6}>
              <Tag color="success">导入 {result.imported} 份</Tag>
              {result.replaced > 0 && <Tag color="processing">替换 {result.replaced} 份</Tag>}
              {result.groups.map((g) => (
                <Tag key={g.groupId}>
                  {g.name}：{g.count} 份
                </Tag>
              ))}
              <Tag color={result.skipped.length ? 'warning' : 'default'}>跳过 {result.skipped.length} 个文件</Tag>
            </Space>
            {result.skipped.length > 0 && (
              <Table
                size="small"
                rowKey="name"
                style={{ marginTop: 8 }}
                aria-label="跳过的文件"
                dataSource={result.skipped}
                pagination={{ pageSize: 10, size: 'small', showSizeChanger: false }}
                columns={[
                  { title: '文件', dataIndex: 'name' },
                  { title: '原因', dataIndex: 'reason' },
                ]}
              />
            )}
          </div>
        )}
      </Space>
    </Card>
  );
}
