import { useState } from 'react';
import { Button, Card, Input, Select, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { ADMIN_ACTION_NAMES, type TAdminAuditEntry } from '@app/contract';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadAudit, useAudit } from '../api/audit';
import { schoolTime } from '../../../lib/school-time';

const PAGE_SIZE = 20;

/** /admin/audit (操作日志): who changed what, newest first; filter by action and keyword; download. */
export default function AdminAuditPage() {
  const [action, setAction] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const audit = useAudit({ action, keyword, pageNo, pageSize: PAGE_SIZE });
  const download = useSingleDownload();
  const data = audit.data;
  return (
    <Card
      size="small"
      title="操作日志"
      extra={
        <Button icon={<DownloadOutlined />} loading={download.pending === 'audit'} onClick={() => void download.run('audit', () => downloadAudit({ action, keyword }))}>
          下载Excel
        </Button>
      }
    >
      <div className="admin-toolbar">
        <Select
          aria-label="操作类型"
          allowClear
          placeholder="全部操作"
          style={{ width: 160 }}
          value={action}
          onChange={(v: string | undefined) => {
            setAction(v);
            setPageNo(1);
          }}
          options={Object.entries(ADMIN_ACTION_NAMES).map(([value, label]) => ({ value, label }))}
        />
        <Input.Search
          aria-label="搜索日志"
          allowClear
          placeholder="操作人或对象"
          style={{ width: 220 }}
          maxLength={50}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
      </div>
      <Table<TAdminAuditEntry>
        size="small"
        aria-label="操作日志"
        rowKey="id"
        loading={audit.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: action || keyword ? '没有符合条件的记录' : '还没有操作记录' }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 条`, onChange: setPageNo }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 150, render: (v: string) => schoolTime(v) },
          { title: '操作人', dataIndex: 'actorName', width: 100 },
          { title: '操作', dataIndex: 'actionName', width: 110 },
          { title: '对象', dataIndex: 'target', width: 180 },
          {
            title: '变化',
            key: 'change',
            render: (_v, e) =>
              e.before || e.after ? (
                <Typography.Text>
                  {e.before ?? '—'} → {e.after ?? '—'}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
        ]}
      />
    </Card>
  );
}
