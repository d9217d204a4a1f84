import { useState } from 'react';
import { Card, Empty, Input, Segmented, Table, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { PERSONAL_PAGE_SIZE, PERSONAL_UPLOAD_KIND_NAMES, PERSONAL_UPLOAD_KINDS, SCHOOL_RESOURCE_KIND_NAMES, type TPersonalUpload, type TPersonalUploadKind } from '@app/contract';
import { schoolTime } from '../../../lib/school-time';
import { useUploads } from '../api/uploads';
import { fileSizeText, uploadHref } from '../lib/links';

const KIND_COLORS: Record<TPersonalUploadKind, string> = { school_paper: 'blue', school_resource: 'green', course_video: 'purple' };
const ALL = 'all';
/** Where a row opens, said on its link. */
const OPEN_LABELS: Record<TPersonalUploadKind, string> = { school_paper: '去我的校本试卷', school_resource: '去教辅资料', course_video: '去编辑网课' };

/** Under the name: the video's course, the teaching aid's kind, else the file's own name. */
function detailOf(u: TPersonalUpload): string {
  if (u.kind === 'course_video') return `网课：${u.courseName ?? ''}`;
  if (u.kind === 'school_resource' && u.resourceKind) return `${SCHOOL_RESOURCE_KIND_NAMES[u.resourceKind]} · ${u.fileName}`;
  return u.fileName;
}

/** /paper/personal/upload (我的上传): the teacher's school papers, teaching aids and lesson videos, newest first, each opening where it lives. */
export default function UploadsPage() {
  const [pageNo, setPageNo] = useState(1);
  const [kind, setKind] = useState<TPersonalUploadKind | null>(null);
  const [name, setName] = useState('');
  const uploads = useUploads({ pageNo, kind, name });
  const filtered = kind != null || name !== '';
  const columns = [
    { title: '类型', key: 'kind', width: 96, render: (_: unknown, u: TPersonalUpload) => <Tag color={KIND_COLORS[u.kind]}>{PERSONAL_UPLOAD_KIND_NAMES[u.kind]}</Tag> },
    {
      title: '名称',
      key: 'name',
      render: (_: unknown, u: TPersonalUpload) => (
        <div className="pp-name">
          <span>{u.name}</span>
          <Typography.Text type="secondary" ellipsis={{ tooltip: detailOf(u) }} className="pp-subtle">
            {detailOf(u)}
          </Typography.Text>
        </div>
      ),
    },
    { title: '学科', dataIndex: 'subjectName', width: 70 },
    { title: '大小', key: 'size', width: 90, align: 'right' as const, render: (_: unknown, u: TPersonalUpload) => fileSizeText(u.fileSize) },
    { title: '上传时间', key: 'createdAt', width: 150, render: (_: unknown, u: TPersonalUpload) => schoolTime(u.createdAt) },
    {
      title: '操作',
      key: 'open',
      width: 120,
      render: (_: unknown, u: TPersonalUpload) => (
        <Link to={uploadHref(u)} aria-label={`${OPEN_LABELS[u.kind]}：${u.name}`}>
          {OPEN_LABELS[u.kind]}
        </Link>
      ),
    },
  ];
  return (
    <Card title="我的上传" size="small">
      <div className="pp-toolbar">
        <Segmented<string>
          aria-label="上传类型"
          value={kind ?? ALL}
          onChange={(v) => {
            setKind(v === ALL ? null : (v as TPersonalUploadKind));
            setPageNo(1);
          }}
          options={[{ value: ALL, label: '全部' }, ...PERSONAL_UPLOAD_KINDS.map((k) => ({ value: k, label: PERSONAL_UPLOAD_KIND_NAMES[k] }))]}
        />
        <Input.Search
          aria-label="搜索名称"
          allowClear
          placeholder="搜索名称"
          maxLength={100}
          style={{ width: 240 }}
          onSearch={(v) => {
            setName(v.trim());
            setPageNo(1);
          }}
        />
      </div>
      <Table<TPersonalUpload>
        aria-label="我的上传"
        rowKey={(u) => `${u.kind}-${u.id}`}
        size="middle"
        columns={columns}
        dataSource={uploads.data?.list ?? []}
        loading={uploads.isPending || uploads.isPlaceholderData}
        locale={{
          emptyText: uploads.isPending ? ' ' : <Empty description={filtered ? '没有符合条件的文件' : '还没有上传过文件：在校本资源上传试卷和教辅资料，在网课上传视频'} />,
        }}
        pagination={{ current: pageNo, pageSize: PERSONAL_PAGE_SIZE, total: uploads.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 个文件` }}
      />
    </Card>
  );
}
