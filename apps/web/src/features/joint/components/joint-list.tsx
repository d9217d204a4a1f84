import { useState } from 'react';
import { Button, Card, Empty, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { isSchoolMaster, JOINT_PAGE_SIZE, JOINT_SCHOOL_STATUS, JOINT_STATUS, JOINT_STATUS_TEXT, type TJointListItem } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { useJoints } from '../api/joints';
import { introHref, reportHref } from '../lib/links';
import { JointFormModal } from './joint-form-modal';
import { RespondButtons } from './respond-buttons';
import { JointStatusTag, MyAnswerTag } from './status-tags';

const STATUS_OPTIONS = [
  { value: 0, label: '全部状态' },
  { value: JOINT_STATUS.OPEN, label: JOINT_STATUS_TEXT[JOINT_STATUS.OPEN]! },
  { value: JOINT_STATUS.RELEASED, label: JOINT_STATUS_TEXT[JOINT_STATUS.RELEASED]! },
];

/**
 * 联考列表: the joint exams the school organises or takes part in (a master also sees invitations
 * waiting for an answer), ten a page, by status and name; 新建联考 for a school master; per row
 * 查看, 参加/谢绝 an invitation and 查看报告, each as the row's rights allow.
 */
export function JointList() {
  const navigate = useNavigate();
  const { teacher } = useSession();
  const master = isSchoolMaster(teacher.posts);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const [creating, setCreating] = useState(false);
  const joints = useJoints({ status: status || undefined, keyword, pageNo });
  const filtered = Boolean(keyword || status);

  const columns: ColumnsType<TJointListItem> = [
    {
      title: '联考名称',
      dataIndex: 'name',
      ellipsis: true,
      render: (v: string, j) => (
        <Typography.Link onClick={() => navigate(introHref(j.jointId))} title={v}>
          {v}
        </Typography.Link>
      ),
    },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    { title: '考试日期', dataIndex: 'examDate', width: 110 },
    {
      title: '发起学校',
      key: 'organiser',
      width: 180,
      render: (_v, j) => (
        <Space size={4} wrap>
          <span>{j.organiser}</span>
          {j.mine && <Tag color="blue">本校发起</Tag>}
        </Space>
      ),
    },
    { title: '学科', key: 'subjects', render: (_v, j) => j.subjects.join('、') || '—' },
    { title: '学校数', dataIndex: 'schoolCount', width: 72, align: 'right' },
    { title: '状态', key: 'status', width: 110, render: (_v, j) => <JointStatusTag status={j.status} text={j.statusText} /> },
    { title: '本校答复', key: 'myStatus', width: 96, render: (_v, j) => (j.mine ? '—' : <MyAnswerTag status={j.myStatus} />) },
    {
      title: '操作',
      key: 'actions',
      width: 220,
      render: (_v, j) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => navigate(introHref(j.jointId))}>
            查看
          </Button>
          {j.rights.respond && j.myStatus === JOINT_SCHOOL_STATUS.INVITED && <RespondButtons joint={j} compact />}
          {j.rights.report && (
            <Button type="link" size="small" onClick={() => navigate(reportHref(j.jointId))}>
              查看报告
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的联考" />
  ) : master ? (
    <Empty description="还没有联考：新建一场联考，邀请本区县的学校参加；其他学校邀请本校时也会显示在这里">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        新建联考
      </Button>
    </Empty>
  ) : (
    <Empty description="本校还没有参加联考：校长发起或接受联考邀请后，联考会显示在这里" />
  );

  return (
    <Card size="small" className="joint-card" title="联考列表">
      <div className="joint-toolbar">
        <Space wrap>
          <Input.Search
            aria-label="搜索联考名称"
            placeholder="搜索联考名称"
            allowClear
            maxLength={50}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onSearch={(v) => {
              setKeyword(v.trim());
              setPageNo(1);
            }}
            style={{ width: 240 }}
          />
          <Select<number>
            aria-label="状态"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(v) => {
              setStatus(v);
              setPageNo(1);
            }}
            style={{ width: 130 }}
          />
        </Space>
        {master && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建联考
          </Button>
        )}
      </div>
      <Table<TJointListItem>
        aria-label="联考列表"
        rowKey="jointId"
        size="middle"
        columns={columns}
        dataSource={joints.data?.list ?? []}
        loading={joints.isFetching}
        locale={{ emptyText: joints.isPending ? ' ' : empty }}
        pagination={{ current: pageNo, pageSize: JOINT_PAGE_SIZE, total: joints.data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 场`, onChange: setPageNo, hideOnSinglePage: true }}
      />
      {master && <JointFormModal open={creating} joint={null} onClose={() => setCreating(false)} />}
    </Card>
  );
}
