import { useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { ZAdminSemesterBody, type TAdminSemester } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import { useFinishSemester, useSaveSemester, useSemesters, useSemesterVisibility, useSetCurrentSemester } from '../api/semesters';

const STATUS: Record<number, { text: string; color?: string }> = { 0: { text: '未开始', color: 'default' }, 1: { text: '当前', color: 'green' }, 2: { text: '已结束' } };

type FormValues = { semesterName: string; range: [Dayjs, Dayjs] | null };

/** /admin/semesters (学期管理): create, edit, set current, finish, show or hide. */
export default function AdminSemestersPage() {
  const { message } = App.useApp();
  const semesters = useSemesters();
  const save = useSaveSemester();
  const setCurrent = useSetCurrentSemester();
  const finish = useFinishSemester();
  const visibility = useSemesterVisibility();
  const [editing, setEditing] = useState<TAdminSemester | 'new' | null>(null);
  const [form] = Form.useForm<FormValues>();
  const current = semesters.data?.find((s) => s.status === 1);

  const open = (s: TAdminSemester | 'new') => {
    setEditing(s);
    form.setFieldsValue(s === 'new' ? { semesterName: '', range: null } : { semesterName: s.semesterName, range: [dayjs(s.startDate), dayjs(s.endDate)] });
  };

  const submit = async (v: FormValues) => {
    const parsed = ZAdminSemesterBody.safeParse({ semesterName: v.semesterName, startDate: v.range?.[0]?.format('YYYY-MM-DD'), endDate: v.range?.[1]?.format('YYYY-MM-DD') });
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    await save.mutateAsync({ semesterId: editing === 'new' || editing == null ? null : editing.semesterId, body: parsed.data });
    message.success(editing === 'new' ? '学期已创建' : '保存成功');
    setEditing(null);
  };

  return (
    <Card
      size="small"
      title="学期管理"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          新建学期
        </Button>
      }
    >
      <Table<TAdminSemester>
        size="small"
        aria-label="学期列表"
        rowKey="semesterId"
        loading={semesters.isFetching}
        dataSource={semesters.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有学期，请点击“新建学期”' }}
        columns={[
          { title: '学期', dataIndex: 'semesterName' },
          { title: '学年', dataIndex: 'schoolYear', width: 110, render: (y: number) => `${y}-${y + 1}` },
          { title: '开始日期', dataIndex: 'startDate', width: 110 },
          { title: '结束日期', dataIndex: 'endDate', width: 110 },
          { title: '状态', dataIndex: 'status', width: 80, render: (s: number) => <Tag color={STATUS[s]?.color}>{STATUS[s]?.text ?? s}</Tag> },
          {
            title: '教师可见',
            dataIndex: 'isShow',
            width: 90,
            render: (v: number, s) => (
              <Switch
                size="small"
                aria-label={`${s.semesterName}教师可见`}
                checked={v === 1}
                disabled={s.status === 1}
                loading={visibility.isPending && visibility.variables?.semesterId === s.semesterId}
                onChange={(on) => visibility.mutateAsync({ semesterId: s.semesterId, isShow: on ? 1 : 0 }).then(() => void message.success(on ? '已显示该学期' : '已隐藏该学期'), () => undefined)}
              />
            ),
          },
          {
            title: '操作',
            key: 'actions',
            width: 230,
            render: (_v, s) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => open(s)}>
                  编辑
                </Button>
                {s.status !== 1 && (
                  <Popconfirm
                    title="设为当前学期"
                    description={current ? `设为当前学期后，“${current.semesterName}”将结束。确定吗？` : '确定设为当前学期吗？'}
                    okText="确定"
                    cancelText="取消"
                    onConfirm={() => setCurrent.mutateAsync(s.semesterId).then(() => void message.success('已设为当前学期'), () => undefined)}
                  >
                    <Button size="small" type="link">
                      设为当前学期
                    </Button>
                  </Popconfirm>
                )}
                {s.status === 0 && (
                  <Popconfirm
                    title="结束学期"
                    description={`结束“${s.semesterName}”后不能再设为当前学期。确定吗？`}
                    okText="结束"
                    cancelText="取消"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => finish.mutateAsync(s.semesterId).then(() => void message.success('学期已结束'), () => undefined)}
                  >
                    <Button size="small" type="link" danger>
                      结束
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing != null}
        title={editing === 'new' ? '新建学期' : '编辑学期'}
        okText="保存"
        cancelText="取消"
        confirmLoading={save.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form<FormValues> form={form} layout="vertical" aria-label="学期" onFinish={(v) => void submit(v).catch(() => undefined)}>
          <Form.Item name="semesterName" label="学期名称" rules={[zodRule(ZAdminSemesterBody.shape.semesterName)]}>
            <Input maxLength={50} placeholder="如：2026-2027学年第一学期" />
          </Form.Item>
          <Form.Item name="range" label="起止日期" rules={[{ required: true, message: '请选择开始和结束日期' }]}>
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
