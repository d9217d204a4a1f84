import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Modal, Popconfirm, Progress, Select, Space, Table, Tag, Typography, Upload, theme } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TImportPending, TScoreHistoryItem } from '@app/contract';
import { importProgress, importResultOf, importScores, MAX_IMPORT_BYTES, newProgressId, scoreHistoryQuery, useUndoImport } from '../api/score-import';
import { downloadScoreTemplate } from '../api/score-template';
import type { TImportResult } from '../api/types';
import { usePolledProgress } from '../../../lib/polled-progress';
import { schoolTime } from '../../../lib/school-time';

export type ScoreImportExam = { examId: number; subjectName: string; groupName: string; clazzes: { clazzId: number; clazzName: string }[] };

type Props = {
  exam: ScoreImportExam | null;
  onClose: () => void;
  /** Upload time limit (tests shorten it). */
  timeoutMs?: number;
};

type ImportError = TImportResult['errors'][number];

/** How often the dialog asks for the processing progress once the file is uploaded. */
const POLL_MS = 400;

const KIND_NAMES: Record<TScoreHistoryItem['kind'], string> = { import: '导入', edit: '修改成绩', miss: '设置缺考', review: '复核改分', marking: '网上阅卷', undo: '撤销导入' };

/** What a written import did, in one line. */
function resultText(r: TImportResult): string {
  const parts = [`新增${r.added}名`, `修改${r.changed}名`];
  if (r.unchanged) parts.push(`${r.unchanged}名成绩未变`);
  if (r.skipped) parts.push(`跳过${r.skipped}行空白学生（原有成绩不变）`);
  return parts.join('，');
}

/**
 * 导入成绩: a template of the whole exam or one class; upload a filled template (.xlsx, 10 MB at
 * most) with a progress bar; every bad cell listed; an import that would change stored scores is
 * confirmed first (per class, how many students); 导入记录 with 撤销 of the newest import.
 */
export function ScoreImportModal({ exam, onClose, timeoutMs }: Props) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const qc = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  // Set while the server processes the uploaded file (the upload bar has reached 100%).
  const [processingId, setProcessingId] = useState<string | null>(null);
  const processing = usePolledProgress(processingId, importProgress, POLL_MS);
  const [result, setResult] = useState<TImportResult | null>(null);
  const [fileName, setFileName] = useState('');
  const [templateClazz, setTemplateClazz] = useState<number>(0);
  const [downloading, setDownloading] = useState(false);
  // An import waiting for the teacher's confirmation: the file to send again and what it changes.
  const [pending, setPending] = useState<{ file: File; summary: TImportPending; stale: boolean } | null>(null);
  const examId = exam?.examId ?? null;
  const history = useQuery(scoreHistoryQuery(examId));
  const undo = useUndoImport(examId);
  const openFor = useRef<number | null>(null);

  useEffect(() => {
    // A dialog opened for another exam starts from the whole exam's template.
    if (examId !== openFor.current) {
      openFor.current = examId;
      setTemplateClazz(0);
    }
  }, [examId]);


  const close = () => {
    setProgress(null);
    setProcessingId(null);
    setResult(null);
    setFileName('');
    setPending(null);
    onClose();
  };

  const upload = async (file: File, confirmToken?: string) => {
    if (!exam) return;
    setResult(null);
    setFileName(file.name);
    setProgress(0);
    const progressId = newProgressId();
    try {
      const r = await importScores(
        exam.examId,
        file,
        progressId,
        (percent) => {
          setProgress(percent);
          if (percent >= 100) setProcessingId(progressId);
        },
        confirmToken,
        timeoutMs,
      );
      if (r.pending) {
        setPending({ file, summary: r.pending, stale: false });
        return;
      }
      setPending(null);
      setResult(r);
      message.success(`已导入${r.imported}名学生（缺考${r.absent}名）`);
      await qc.invalidateQueries({ queryKey: ['academic'] });
    } catch (err) {
      // The transfer helper has shown the API's message; a refusal may carry the error list or a
      // fresh confirmation (the scores changed after the teacher confirmed).
      const data = importResultOf(err);
      if (data?.pending) setPending({ file, summary: data.pending, stale: true });
      else {
        setPending(null);
        if (data?.errors.length) setResult(data);
      }
    } finally {
      setProgress(null);
      setProcessingId(null);
      }
  };

  const downloadTemplate = async () => {
    if (!exam) return;
    setDownloading(true);
    const clazz = exam.clazzes.find((c) => c.clazzId === templateClazz);
    try {
      const name = await downloadScoreTemplate(exam.examId, `${exam.groupName}-${exam.subjectName}${clazz ? `-${clazz.clazzName}` : ''}-成绩导入模板.xlsx`, clazz?.clazzId);
      message.success(`已下载 ${name}`);
    } catch {
      // The transfer helper has shown the API's message.
    } finally {
      setDownloading(false);
    }
  };

  const list = history.data?.list ?? [];
  const undoable = history.data?.undoableEntryNo ?? null;

  return (
    <Modal open={exam != null} title={exam ? `导入成绩 · ${exam.groupName} · ${exam.subjectName}` : ''} width={760} onCancel={close} footer={null} destroyOnHidden>
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">
          请先下载成绩模板，按模板填写后上传。只支持 .xlsx 格式，文件不超过 10MB；文件有任何错误时不会导入任何成绩。缺考和各题都留空的学生不导入，原有成绩不变。
        </Typography.Text>
        <Space wrap>
          <Typography.Text>成绩模板</Typography.Text>
          <Select
            aria-label="模板班级"
            style={{ width: 180 }}
            value={templateClazz}
            options={[{ value: 0, label: '全部班级' }, ...(exam?.clazzes ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName }))]}
            onChange={(v: number) => setTemplateClazz(v)}
          />
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void downloadTemplate()}>
            下载模板
          </Button>
        </Space>
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={progress != null || pending != null}
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
        {result && result.errors.length === 0 && (
          <Alert type="success" showIcon title={`已导入${result.imported}名学生（缺考${result.absent}名）`} description={`${resultText(result)}。成绩报告已按新成绩重新计算。`} />
        )}
        <div>
          <Typography.Title level={5} style={{ marginTop: 4 }}>
            导入记录
          </Typography.Title>
          <Table<TScoreHistoryItem>
            size="small"
            aria-label="导入记录"
            rowKey="entryNo"
            loading={history.isFetching}
            dataSource={list}
            pagination={list.length > 5 ? { pageSize: 5, size: 'small' } : false}
            locale={{ emptyText: '还没有导入记录' }}
            columns={[
              { title: '时间', dataIndex: 'createdAt', width: 130, render: (v: string) => schoolTime(v) },
              { title: '操作人', dataIndex: 'teacherName', width: 90 },
              { title: '操作', dataIndex: 'kind', width: 80, render: (k: TScoreHistoryItem['kind']) => KIND_NAMES[k] },
              { title: '文件', dataIndex: 'fileName', ellipsis: true, render: (v: string | null) => v ?? '—' },
              { title: '新增', dataIndex: 'added', width: 56 },
              { title: '修改', dataIndex: 'changed', width: 56 },
              {
                title: '状态',
                key: 'state',
                width: 96,
                render: (_v, h) => {
                  if (h.undone) return <Tag>已撤销</Tag>;
                  if (h.entryNo !== undoable || !history.data) return null;
                  const { scoreVersion, editedSinceUndoable: edited } = history.data;
                  return (
                    <Popconfirm
                      title="撤销这次导入"
                      description={
                        `撤销后，这次导入涉及的${h.students}名学生恢复为导入前的成绩（新增的${h.added}名学生成绩将删除）。` +
                        (edited ? `其中${edited}名学生在导入后被手动修改过，这些修改也会一并撤销。` : '')
                      }
                      okText="撤销"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        undo.mutateAsync(scoreVersion).then(
                          (r) => void message.success(`已撤销这次导入：恢复${r.restored}名，删除${r.removed}名`),
                          () => undefined,
                        )
                      }
                    >
                      <Button size="small" danger loading={undo.isPending}>
                        撤销
                      </Button>
                    </Popconfirm>
                  );
                },
              },
            ]}
          />
        </div>
      </Space>
      <Modal
        open={pending != null}
        title="确认覆盖已有成绩"
        okText="确认导入"
        cancelText="取消"
        onOk={() => {
          if (!pending) return;
          const { file, summary } = pending;
          void upload(file, summary.confirmToken);
        }}
        confirmLoading={progress != null}
        onCancel={() => {
          setPending(null);
          message.info('已取消，没有导入任何成绩');
        }}
        destroyOnHidden
      >
        {pending && (
          <Space orientation="vertical" size={8} style={{ width: '100%' }}>
            {pending.stale && <Alert type="warning" showIcon title="确认之后本考试的成绩又有变动，以下是按最新成绩重新核对的结果，请再次确认。" />}
            <Typography.Text>
              文件“{pending.file.name}”会修改 <Typography.Text strong>{pending.summary.changed}</Typography.Text> 名学生已保存的成绩
              {pending.summary.added ? `，并新增${pending.summary.added}名学生的成绩` : ''}。确认导入吗？导入后可在“导入记录”中撤销。
            </Typography.Text>
            <Table
              size="small"
              aria-label="将修改的成绩"
              rowKey="clazzId"
              pagination={false}
              dataSource={pending.summary.classes}
              columns={[
                { title: '班级', dataIndex: 'clazzName' },
                { title: '成绩将被修改的学生', dataIndex: 'changed', render: (n: number) => `${n} 名` },
              ]}
            />
          </Space>
        )}
      </Modal>
    </Modal>
  );
}
