import { useState } from 'react';
import { Alert, App, Button, Progress, Space, Statistic, Table, Tag, Typography, Upload, theme } from 'antd';
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ADMIN_IMPORT_NAMES, type TAdminImportError, type TAdminImportKind, type TAdminImportResult, type TAdminImportRow } from '@app/contract';
import { ApiError } from '../../../lib/http';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadImportTemplate, importErrorsOf, importFile, MAX_IMPORT_BYTES } from '../api/imports';
import { PasswordsTable } from './passwords-table';

const ACTIONS: Record<TAdminImportRow['action'], { text: string; color: string }> = {
  create: { text: '新增', color: 'green' },
  update: { text: '修改', color: 'blue' },
  unchanged: { text: '不变', color: 'default' },
};

const HINTS: Record<TAdminImportKind, string> = {
  classes: '每行一个班级：年级和班级名称。已存在的班级不会重复创建。',
  students: '每行一名学生：学号、姓名、年级、班级等。学号已存在的学生按文件更新（如调班）。',
  teachers: '每行一名教师：账号、姓名、岗位、学科、任教班级等。新教师的初始密码在导入后显示一次。',
};

/** The preview (or applied) result carried by a refusal: a stale confirmation answers 409 with the fresh preview. */
function freshPreviewOf(err: unknown): TAdminImportResult | null {
  if (!(err instanceof ApiError) || !err.data || typeof err.data !== 'object') return null;
  const d = err.data as Partial<TAdminImportResult>;
  return Array.isArray(d.rows) && typeof d.applied === 'boolean' ? (d as TAdminImportResult) : null;
}

type Props = {
  kind: TAdminImportKind;
  /** Upload time limit (tests shorten it). */
  timeoutMs?: number;
};

/**
 * One kind's import: the template; a file (.xlsx, 10 MB at most) is checked first (a preview of
 * what each row would do, nothing written); 确认导入 sends the same file again with the preview's
 * token; a teacher import then shows the new accounts' initial passwords once. A file with errors
 * lists every error and nothing is written.
 */
export function ImportPanel({ kind, timeoutMs }: Props) {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const name = ADMIN_IMPORT_NAMES[kind];
  const download = useSingleDownload();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<TAdminImportResult | null>(null);
  const [errors, setErrors] = useState<TAdminImportError[] | null>(null);
  const [stale, setStale] = useState(false);

  const send = async (f: File, confirmToken?: string) => {
    setFile(f);
    setErrors(null);
    setProgress(0);
    try {
      const r = await importFile(kind, f, setProgress, confirmToken, timeoutMs);
      setResult(r);
      setStale(false);
      if (r.applied) message.success(`导入完成：新增${r.created}条，修改${r.updated}条`);
    } catch (err) {
      // The transfer helper has shown the API's message; keep what the refusal carries.
      const list = importErrorsOf(err);
      const fresh = freshPreviewOf(err);
      if (list) {
        setResult(null);
        setErrors(list);
      } else if (fresh) {
        setResult(fresh);
        setStale(true);
      }
    } finally {
      setProgress(null);
    }
  };

  const reset = () => {
    setFile(null);
    setResult(null);
    setErrors(null);
    setStale(false);
  };

  const busy = progress != null;
  const preview = result && !result.applied ? result : null;
  const applied = result?.applied ? result : null;

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Typography.Text type="secondary">
        {HINTS[kind]} 只支持 .xlsx 格式，文件不超过 10MB。上传后先预览每一行将要做的变化，确认后才写入；文件有任何错误时不会导入任何数据。
      </Typography.Text>
      <Space>
        <Button
          icon={<DownloadOutlined />}
          loading={download.pending === kind}
          onClick={() => void download.run(kind, () => downloadImportTemplate(kind, `${name}导入模板.xlsx`))}
        >
          下载{name}模板
        </Button>
        {(result || errors) && !busy && <Button onClick={reset}>重新选择文件</Button>}
      </Space>
      {!preview && !applied && (
        <Upload.Dragger
          accept=".xlsx"
          multiple={false}
          showUploadList={false}
          disabled={busy}
          beforeUpload={(f) => {
            if (!/\.xlsx$/i.test(f.name)) {
              message.error('只支持.xlsx格式的Excel文件');
              return Upload.LIST_IGNORE;
            }
            if (f.size > MAX_IMPORT_BYTES) {
              message.error('文件超过10MB，请拆分后上传');
              return Upload.LIST_IGNORE;
            }
            void send(f);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖拽{name}文件到此处上传</p>
          <p className="ant-upload-hint">.xlsx，最大 10MB</p>
        </Upload.Dragger>
      )}
      {busy && (
        <div aria-label="上传进度">
          <Typography.Text>{(progress ?? 0) < 100 ? `正在上传 ${file?.name ?? ''}` : `正在核对 ${file?.name ?? ''}`}</Typography.Text>
          <Progress percent={progress ?? 0} status="active" strokeColor={token.colorPrimary} />
        </div>
      )}
      {errors && (
        <>
          <Alert type="error" showIcon title={`文件中有 ${errors.length} 处错误，没有导入任何数据`} description="请按下表修改 Excel 文件后重新上传。" />
          <Table<TAdminImportError>
            size="small"
            aria-label="导入错误"
            rowKey={(e) => `${e.row}-${e.column}-${e.message}`}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: '行', dataIndex: 'row', width: 64 },
              { title: '列', dataIndex: 'column', width: 100 },
              { title: '错误', dataIndex: 'message' },
            ]}
          />
        </>
      )}
      {result && (
        <>
          {stale && <Alert type="warning" showIcon title="数据在预览后有变化，以下是按最新数据重新核对的结果，请再次确认。" />}
          {applied ? (
            <Alert type="success" showIcon title={`已导入“${file?.name ?? ''}”`} description={`新增${applied.created}条，修改${applied.updated}条，${applied.unchanged}条没有变化。`} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={`预览：“${file?.name ?? ''}”，尚未导入任何数据`}
              description={result.confirmToken ? '请核对下表，确认无误后点击“确认导入”。' : '文件中的数据与现有数据一致，没有需要导入的变化。'}
            />
          )}
          <Space size={32}>
            <Statistic title="新增" value={result.created} />
            <Statistic title="修改" value={result.updated} />
            <Statistic title="不变" value={result.unchanged} />
          </Space>
          {applied && applied.passwords.length > 0 && <PasswordsTable passwords={applied.passwords} />}
          {preview?.confirmToken && (
            <Space>
              <Button type="primary" loading={busy} onClick={() => file && void send(file, preview.confirmToken ?? undefined)}>
                确认导入
              </Button>
              <Button disabled={busy} onClick={reset}>
                取消
              </Button>
            </Space>
          )}
          <Table<TAdminImportRow>
            size="small"
            aria-label={applied ? '导入结果' : '导入预览'}
            rowKey="row"
            dataSource={result.rows}
            pagination={result.rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
            columns={[
              { title: '行', dataIndex: 'row', width: 64 },
              { title: kind === 'classes' ? '年级/班级' : kind === 'students' ? '学号' : '账号', dataIndex: 'key', width: 180 },
              { title: '名称', dataIndex: 'name', width: 140 },
              { title: '操作', dataIndex: 'action', width: 80, render: (a: TAdminImportRow['action']) => <Tag color={ACTIONS[a].color}>{ACTIONS[a].text}</Tag> },
              { title: '变化', dataIndex: 'changes', render: (c: string[]) => (c.length ? c.join('；') : '—') },
            ]}
          />
        </>
      )}
    </Space>
  );
}
