import { useState } from 'react';
import { App, Button, Card, Input, Modal, Popconfirm, Segmented, Space, Table, Tag } from 'antd';
import { useNavigate } from 'react-router';
import type { TAdminPassword, TAdminTeacher } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { useOverview } from '../api/overview';
import { useResetPassword, useSetTeacherEnabled, useTeachers } from '../api/teachers';
import { PasswordsTable } from '../components/passwords-table';
import { TeacherEditor } from '../components/teacher-editor';

const PAGE_SIZE = 20;

/** /admin/teachers (教师账号): search, 启用/停用, edit, reset the password (shown once). */
export default function AdminTeachersPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const overview = useOverview();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<0 | 1 | 2>(0);
  const [pageNo, setPageNo] = useState(1);
  const teachers = useTeachers({ keyword, status: status || undefined, pageNo, pageSize: PAGE_SIZE });
  const reset = useResetPassword();
  const enable = useSetTeacherEnabled();
  const [editing, setEditing] = useState<number | null>(null);
  const [password, setPassword] = useState<TAdminPassword | null>(null);
  const data = teachers.data;

  return (
    <Card size="small" title="教师账号" extra={<Button onClick={() => navigate(`${paths.adminImport}?kind=teachers`)}>导入教师</Button>}>
      <div className="admin-toolbar">
        <Segmented<0 | 1 | 2>
          aria-label="账号状态"
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={[
            { value: 0, label: '全部' },
            { value: 1, label: '启用' },
            { value: 2, label: '停用' },
          ]}
        />
        <Input.Search
          aria-label="搜索教师"
          allowClear
          placeholder="姓名、账号或手机号"
          style={{ width: 240 }}
          maxLength={50}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
      </div>
      <Table<TAdminTeacher>
        size="small"
        aria-label="教师列表"
        rowKey="teacherId"
        loading={teachers.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: keyword || status ? '没有符合条件的教师' : '还没有教师账号，可在“批量导入”中导入教师' }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 个`, onChange: setPageNo }}
        columns={[
          { title: '姓名', dataIndex: 'teacherName', width: 100 },
          { title: '账号', dataIndex: 'account', width: 130 },
          { title: '手机号', dataIndex: 'phone', width: 120, render: (v: string | null) => v || '—' },
          { title: '岗位', dataIndex: 'postsName', render: (v: string) => v || '—' },
          { title: '学科', dataIndex: 'subjectNames', render: (v: string) => v || '—' },
          { title: '任教班级', dataIndex: 'clazzCount', width: 80 },
          {
            title: '状态',
            key: 'state',
            width: 120,
            render: (_v, t) => (
              <Space size={4} wrap>
                {t.disabled ? <Tag>停用</Tag> : <Tag color="green">启用</Tag>}
                {t.mustChangePassword === 1 && <Tag color="orange">初始密码</Tag>}
              </Space>
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_v, t) => (
              <Space size={0}>
                <Button size="small" type="link" onClick={() => setEditing(t.teacherId)}>
                  编辑
                </Button>
                <Popconfirm
                  title="重置密码"
                  description={`将为${t.teacherName}生成新的初始密码，原密码和所有登录立即失效。确定吗？`}
                  okText="重置"
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => reset.mutateAsync(t.teacherId).then(setPassword, () => undefined)}
                >
                  <Button size="small" type="link">
                    重置密码
                  </Button>
                </Popconfirm>
                {t.disabled ? (
                  <Button size="small" type="link" onClick={() => void enable.mutateAsync({ teacherId: t.teacherId, enabled: true }).then(() => void message.success('账号已启用'), () => undefined)}>
                    启用
                  </Button>
                ) : (
                  <Popconfirm
                    title="停用账号"
                    description={`停用后${t.teacherName}立即退出登录且不能再登录。确定吗？`}
                    okText="停用"
                    cancelText="取消"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => enable.mutateAsync({ teacherId: t.teacherId, enabled: false }).then(() => void message.success('账号已停用'), () => undefined)}
                  >
                    <Button size="small" type="link" danger>
                      停用
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <TeacherEditor teacherId={editing} onClose={() => setEditing(null)} subjects={session.schoolSubjects} grades={overview.data?.grades ?? []} />
      <Modal open={password != null} title="密码已重置" footer={<Button onClick={() => setPassword(null)}>我已记下，关闭</Button>} onCancel={() => setPassword(null)} maskClosable={false} width={620}>
        {password && <PasswordsTable passwords={[password]} title="重置后的初始密码" />}
      </Modal>
    </Card>
  );
}
