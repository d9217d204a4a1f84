import { useState } from 'react';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Segmented, Select, Space, Table } from 'antd';
import { useNavigate } from 'react-router';
import { ZAdminClazzRenameBody, type TAdminClazz } from '@app/contract';
import { paths } from '../../../app/paths';
import { zodRule } from '../../../lib/zod-rule';
import { useClasses, useDeleteClazz, useRenameClazz } from '../api/classes';
import { useOverview } from '../api/overview';

/** /admin/classes (班级管理): classes by grade, 在读 or 已毕业; rename; delete an empty class. */
export default function AdminClassesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [gradeId, setGradeId] = useState<number | undefined>();
  const [status, setStatus] = useState<1 | 2>(1);
  const overview = useOverview();
  const classes = useClasses({ gradeId, status });
  const rename = useRenameClazz();
  const remove = useDeleteClazz();
  const [renaming, setRenaming] = useState<TAdminClazz | null>(null);
  const [form] = Form.useForm<{ clazzName: string }>();

  return (
    <Card size="small" title="班级管理" extra={<Button onClick={() => navigate(`${paths.adminImport}?kind=classes`)}>导入班级</Button>}>
      <div className="admin-toolbar">
        <Segmented<1 | 2> aria-label="班级状态" value={status} onChange={setStatus} options={[{ value: 1, label: '在读' }, { value: 2, label: '已毕业' }]} />
        <Select
          aria-label="年级"
          allowClear
          placeholder="全部年级"
          style={{ width: 140 }}
          value={gradeId}
          onChange={(v: number | undefined) => setGradeId(v)}
          options={(overview.data?.grades ?? []).map((g) => ({ value: g.gradeId, label: g.gradeName }))}
        />
      </div>
      <Table<TAdminClazz>
        size="small"
        aria-label="班级列表"
        rowKey="clazzId"
        loading={classes.isFetching}
        dataSource={classes.data ?? []}
        pagination={(classes.data?.length ?? 0) > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: status === 1 ? '没有在读的班级，可在“批量导入”中导入班级' : '没有已毕业的班级' }}
        columns={[
          { title: '年级', dataIndex: 'gradeName', width: 100 },
          { title: '班级', dataIndex: 'clazzName' },
          { title: '学生人数', dataIndex: 'studentCount', width: 100 },
          { title: '班主任', dataIndex: 'headTeacherName', width: 120, render: (v: string | null) => v ?? '—' },
          { title: '考试次数', dataIndex: 'examCount', width: 100 },
          {
            title: '操作',
            key: 'actions',
            width: 200,
            render: (_v, c) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => navigate(`${paths.adminStudents}?clazzId=${c.clazzId}`)}>
                  学生
                </Button>
                {c.status === 1 && (
                  <Button
                    size="small"
                    type="link"
                    onClick={() => {
                      setRenaming(c);
                      form.setFieldsValue({ clazzName: c.clazzName });
                    }}
                  >
                    改名
                  </Button>
                )}
                <Popconfirm
                  title="删除班级"
                  description={c.studentCount || c.examCount ? `${c.clazzName}有学生或考试成绩，不能删除。` : `确定删除${c.gradeName}${c.clazzName}吗？`}
                  okText="删除"
                  cancelText="取消"
                  okButtonProps={{ danger: true, disabled: c.studentCount > 0 || c.examCount > 0 }}
                  onConfirm={() => remove.mutateAsync(c.clazzId).then(() => void message.success('班级已删除'), () => undefined)}
                >
                  <Button size="small" type="link" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={renaming != null}
        title={`修改班级名称 · ${renaming?.gradeName ?? ''}`}
        okText="保存"
        cancelText="取消"
        confirmLoading={rename.isPending}
        onOk={() => form.submit()}
        onCancel={() => setRenaming(null)}
        forceRender
      >
        <Form
          form={form}
          layout="vertical"
          aria-label="班级名称"
          onFinish={(v: { clazzName: string }) =>
            renaming &&
            void rename.mutateAsync({ clazzId: renaming.clazzId, clazzName: v.clazzName.trim() }).then(
              () => {
                message.success('保存成功');
                setRenaming(null);
              },
              () => undefined,
            )
          }
        >
          <Form.Item name="clazzName" label="班级名称" rules={[zodRule(ZAdminClazzRenameBody.shape.clazzName)]}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
