import { useState } from 'react';
import { Alert, App, Button, Card, DatePicker, Descriptions, Form, Input, Modal, Result, Space, Steps, Switch, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link } from 'react-router';
import { ZAdminRolloverBody, type TAdminRolloverBody, type TAdminRolloverResult } from '@app/contract';
import { paths } from '../../../app/paths';
import { zodRule } from '../../../lib/zod-rule';
import { useOverview } from '../api/overview';
import { useRollover, useRolloverPreview } from '../api/rollover';

type FormValues = { semesterName: string; range: [Dayjs, Dayjs] | null; carryTeachers: boolean };
type Move = TAdminRolloverResult['moves'][number];
type Graduated = TAdminRolloverResult['graduated'][number];

/** The rehearsal's (or the rollover's) changes: classes moved up, classes graduated. */
function RolloverTables({ r }: { r: TAdminRolloverResult }) {
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label="结束的学期">{r.fromSemester.semesterName}</Descriptions.Item>
        <Descriptions.Item label="新学期">{`${r.newSemester.semesterName}（${r.newSemester.startDate} 至 ${r.newSemester.endDate}）`}</Descriptions.Item>
        <Descriptions.Item label="升级的班级">{`${r.moves.length} 个`}</Descriptions.Item>
        <Descriptions.Item label="毕业的班级">{`${r.graduated.length} 个（学生 ${r.graduatedStudents} 名）`}</Descriptions.Item>
        <Descriptions.Item label="保留的任课安排">{`${r.carriedAssignments} 条`}</Descriptions.Item>
        <Descriptions.Item label="升级后没有班级的年级">{r.emptyGrades.length ? r.emptyGrades.join('、') : '无'}</Descriptions.Item>
      </Descriptions>
      <Table<Move>
        size="small"
        aria-label="升级的班级"
        title={() => '升级的班级'}
        rowKey="clazzId"
        dataSource={r.moves}
        pagination={r.moves.length > 15 ? { pageSize: 15, showSizeChanger: false } : false}
        locale={{ emptyText: '没有需要升级的班级' }}
        columns={[
          { title: '原年级', dataIndex: 'fromGrade', width: 100 },
          { title: '原班级', dataIndex: 'fromName' },
          { title: '新年级', dataIndex: 'toGrade', width: 100 },
          { title: '新班级', dataIndex: 'toName' },
          { title: '学生', dataIndex: 'studentCount', width: 80, render: (n: number) => `${n} 名` },
        ]}
      />
      <Table<Graduated>
        size="small"
        aria-label="毕业的班级"
        title={() => '毕业的班级（转为已毕业，历史成绩仍可查看）'}
        rowKey="clazzId"
        dataSource={r.graduated}
        pagination={false}
        locale={{ emptyText: '没有毕业的班级' }}
        columns={[
          { title: '年级', dataIndex: 'gradeName', width: 100 },
          { title: '班级', dataIndex: 'clazzName' },
          { title: '学生', dataIndex: 'studentCount', width: 80, render: (n: number) => `${n} 名` },
        ]}
      />
    </Space>
  );
}

/**
 * /admin/rollover (升年级): 1 the new semester, 2 the rehearsal's result (nothing changed yet),
 * 3 the confirmation, 4 done (with a hint to import the new first-year classes).
 */
export default function AdminRolloverPage() {
  const { message } = App.useApp();
  const overview = useOverview();
  const preview = useRolloverPreview();
  const rollover = useRollover();
  const [form] = Form.useForm<FormValues>();
  const [body, setBody] = useState<TAdminRolloverBody | null>(null);
  const [rehearsal, setRehearsal] = useState<TAdminRolloverResult | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<TAdminRolloverResult | null>(null);
  const step = done ? 3 : confirming ? 2 : rehearsal ? 1 : 0;

  const rehearse = async (v: FormValues) => {
    const parsed = ZAdminRolloverBody.safeParse({ semesterName: v.semesterName, startDate: v.range?.[0]?.format('YYYY-MM-DD'), endDate: v.range?.[1]?.format('YYYY-MM-DD'), carryTeachers: v.carryTeachers });
    if (!parsed.success) {
      message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    const r = await preview.mutateAsync(parsed.data);
    setBody(parsed.data);
    setRehearsal(r);
  };

  const carryOut = async () => {
    if (!body || !rehearsal?.confirmToken) return;
    try {
      const r = await rollover.mutateAsync({ body, confirmToken: rehearsal.confirmToken });
      setDone(r);
      setConfirming(false);
      message.success('升年级完成');
    } catch {
      // The shared client has shown why (e.g. the data changed since the rehearsal: rehearse again).
      setConfirming(false);
      setRehearsal(null);
    }
  };

  const restart = () => {
    setRehearsal(null);
    setDone(null);
    setConfirming(false);
  };

  const current = overview.data?.currentSemester;
  return (
    <Card size="small" title="升年级">
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 20 }}
        items={[{ title: '填写新学期' }, { title: '预演结果' }, { title: '确认升年级' }, { title: '完成' }]}
      />
      {step === 0 && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert
            type="info"
            showIcon
            title="升年级在每学年结束后做一次"
            description="各班升入下一个年级，毕业年级的班级和学生转为已毕业（历史成绩仍可查看），并开启新学期。先预演一遍：预演不改变任何数据。"
          />
          <Typography.Text>当前学期：{current ? `${current.semesterName}（${current.startDate} 至 ${current.endDate}）` : '未设置'}</Typography.Text>
          <Form<FormValues> form={form} layout="vertical" aria-label="新学期" style={{ maxWidth: 480 }} initialValues={{ carryTeachers: true }} onFinish={(v) => void rehearse(v).catch(() => undefined)}>
            <Form.Item name="semesterName" label="新学期名称" rules={[zodRule(ZAdminRolloverBody.shape.semesterName)]}>
              <Input maxLength={50} placeholder="如：2026-2027学年第一学期" />
            </Form.Item>
            <Form.Item name="range" label="新学期起止日期" rules={[{ required: true, message: '请选择新学期的开始和结束日期' }]}>
              <DatePicker.RangePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="carryTeachers" label="保留各班的班主任和任课教师" valuePropName="checked">
              <Switch aria-label="保留各班的班主任和任课教师" />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={preview.isPending}>
              预演
            </Button>
          </Form>
        </Space>
      )}
      {(step === 1 || step === 2) && rehearsal && (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="warning" showIcon title="这是预演结果，还没有改变任何数据" description="请核对各班的去向，确认无误后点击“下一步”。" />
          <RolloverTables r={rehearsal} />
          <Space>
            <Button onClick={restart}>上一步</Button>
            <Button type="primary" disabled={!rehearsal.confirmToken} onClick={() => setConfirming(true)}>
              下一步
            </Button>
          </Space>
        </Space>
      )}
      {done && (
        <Result
          status="success"
          title="升年级完成"
          subTitle={`已开启新学期“${done.newSemester.semesterName}”：${done.moves.length}个班级升级，${done.graduated.length}个班级（${done.graduatedStudents}名学生）毕业。`}
          extra={
            <Space orientation="vertical">
              {done.emptyGrades.length > 0 && (
                <Typography.Text>
                  {done.emptyGrades.join('、')}现在没有班级，请<Link to={`${paths.adminImport}?kind=classes`}>导入新{done.emptyGrades.join('、')}的班级</Link>，再导入学生。
                </Typography.Text>
              )}
              <Link to={paths.adminOverview}>返回概览</Link>
            </Space>
          }
        />
      )}
      <Modal
        open={confirming}
        title="确认升年级"
        okText="确认升年级"
        cancelText="取消"
        okButtonProps={{ danger: true }}
        confirmLoading={rollover.isPending}
        onOk={() => void carryOut()}
        onCancel={() => setConfirming(false)}
      >
        {rehearsal && (
          <Space orientation="vertical">
            <Typography.Text>
              “{rehearsal.fromSemester.semesterName}”将结束，开启“{rehearsal.newSemester.semesterName}”。
            </Typography.Text>
            <Typography.Text>
              {rehearsal.moves.length} 个班级升入下一年级，{rehearsal.graduated.length} 个班级的 {rehearsal.graduatedStudents} 名学生毕业。
            </Typography.Text>
            <Typography.Text type="danger">升年级后不能撤销，同一学年只能升一次。</Typography.Text>
          </Space>
        )}
      </Modal>
    </Card>
  );
}
