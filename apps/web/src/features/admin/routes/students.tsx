import { useState } from 'react';
import { App, Button, Card, Input, Modal, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TAdminClazz, TAdminStudent } from '@app/contract';
import { paths } from '../../../app/paths';
import { useClasses } from '../api/classes';
import { useChangeStudent, useStudents } from '../api/students';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'default' };
const GENDERS: Record<number, string> = { 1: '男', 2: '女' };

const clazzLabel = (c: TAdminClazz) => `${c.gradeName} ${c.clazzName}`;

/** /admin/students (学生管理): search by class, name or 学号, status; 调班, 离校, 复学. */
export default function AdminStudentsPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const initialClazz = Number(search.get('clazzId')) || undefined;
  const [clazzId, setClazzId] = useState<number | undefined>(initialClazz);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<number | undefined>(1);
  const [pageNo, setPageNo] = useState(1);
  const classes = useClasses();
  const students = useStudents({ clazzId, keyword, status, pageNo, pageSize: PAGE_SIZE });
  const change = useChangeStudent();
  // 调班 or 复学: the student and the class chosen.
  const [moving, setMoving] = useState<{ student: TAdminStudent; kind: 'move' | 'rejoin'; clazzId: number | null } | null>(null);
  const clazzOptions = (classes.data ?? []).map((c) => ({ value: c.clazzId, label: clazzLabel(c) }));

  const submitMove = () => {
    if (!moving) return;
    if (moving.clazzId == null) {
      message.error('请选择班级');
      return;
    }
    void change.mutateAsync({ kind: moving.kind, studentId: moving.student.studentId, clazzId: moving.clazzId }).then(
      () => {
        message.success(moving.kind === 'move' ? '调班成功' : '已办理复学');
        setMoving(null);
      },
      () => undefined,
    );
  };

  const data = students.data;
  return (
    <Card size="small" title="学生管理" extra={<Button onClick={() => navigate(`${paths.adminImport}?kind=students`)}>导入学生</Button>}>
      <div className="admin-toolbar">
        <Select
          aria-label="班级"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder="全部班级"
          style={{ width: 180 }}
          value={clazzId}
          onChange={(v: number | undefined) => {
            setClazzId(v);
            setPageNo(1);
          }}
          options={clazzOptions}
        />
        <Select
          aria-label="学生状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={status}
          onChange={(v: number | undefined) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={[
            { value: 1, label: '在读' },
            { value: 2, label: '离校' },
            { value: 3, label: '毕业' },
          ]}
        />
        <Input.Search
          aria-label="搜索学生"
          allowClear
          placeholder="姓名或学号"
          style={{ width: 220 }}
          maxLength={50}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
      </div>
      <Table<TAdminStudent>
        size="small"
        aria-label="学生列表"
        rowKey="studentId"
        loading={students.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: keyword || clazzId || status !== 1 ? '没有符合条件的学生' : '还没有学生，可在“批量导入”中导入学生' }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 名`, onChange: setPageNo }}
        columns={[
          { title: '学号', dataIndex: 'studentNum', width: 140 },
          { title: '姓名', dataIndex: 'studentName', width: 110 },
          { title: '性别', dataIndex: 'gender', width: 60, render: (g: number) => GENDERS[g] ?? '—' },
          { title: '班级', key: 'clazz', render: (_v, s) => `${s.gradeName} ${s.clazzName}` },
          { title: '身份证后六位', dataIndex: 'idTail', width: 120, render: (v: string | null) => v ?? '—' },
          { title: '状态', dataIndex: 'statusName', width: 80, render: (v: string, s) => <Tag color={STATUS_COLORS[s.status]}>{v}</Tag> },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_v, s) =>
              s.status === 1 ? (
                <Space size={4}>
                  <Button size="small" type="link" onClick={() => setMoving({ student: s, kind: 'move', clazzId: null })}>
                    调班
                  </Button>
                  <Popconfirm
                    title="办理离校"
                    description={`${s.studentName}离校后不再出现在班级名单和新的考试中，历史成绩保留。确定吗？`}
                    okText="离校"
                    cancelText="取消"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => change.mutateAsync({ kind: 'leave', studentId: s.studentId }).then(() => void message.success('已办理离校'), () => undefined)}
                  >
                    <Button size="small" type="link" danger>
                      离校
                    </Button>
                  </Popconfirm>
                </Space>
              ) : s.status === 2 ? (
                <Button size="small" type="link" onClick={() => setMoving({ student: s, kind: 'rejoin', clazzId: s.clazzId })}>
                  复学
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={moving != null}
        title={moving ? `${moving.kind === 'move' ? '调班' : '复学'} · ${moving.student.studentName}` : ''}
        okText="确定"
        cancelText="取消"
        confirmLoading={change.isPending}
        onOk={submitMove}
        onCancel={() => setMoving(null)}
      >
        {moving && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">
              {moving.kind === 'move' ? `现在的班级：${moving.student.gradeName} ${moving.student.clazzName}。已有的考试成绩仍属于原班级。` : '复学的学生回到所选班级。'}
            </Typography.Text>
            <Select
              aria-label="目标班级"
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="选择班级"
              style={{ width: '100%' }}
              value={moving.clazzId ?? undefined}
              onChange={(v: number) => setMoving({ ...moving, clazzId: v })}
              options={clazzOptions.filter((o) => moving.kind === 'rejoin' || o.value !== moving.student.clazzId)}
            />
          </Space>
        )}
      </Modal>
    </Card>
  );
}
