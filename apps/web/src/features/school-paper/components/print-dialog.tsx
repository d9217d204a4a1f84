import { useEffect } from 'react';
import { Alert, App, Checkbox, DatePicker, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SCHOOL_PAPER_SPARE_MAX, SCHOOL_PRINT_SIZES, schoolDay, type TSchoolPaper } from '@app/contract';
import { usePrintClazzes, useSendPrint } from '../api/print';

type Props = { paper: TSchoolPaper | null; onClose: () => void; onSent: () => void };
type Values = { clazzIds: number[]; paperSize: number; spare: number; printDate: Dayjs };

/**
 * 发送打印: the print flow's class rule (the school's classes of the paper's grade), the paper size,
 * spare copies per class and the day the copies are needed. A school paper has no question
 * structure, so this makes a print job, not an exam.
 */
export function PrintDialog({ paper, onClose, onSent }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const clazzes = usePrintClazzes(paper?.paperId ?? null);
  const send = useSendPrint();
  const today = schoolDay(new Date());
  useEffect(() => {
    if (paper) form.setFieldsValue({ clazzIds: [], paperSize: 1, spare: 2, printDate: dayjs(today) });
  }, [paper, form, today]);
  const chosen = Form.useWatch('clazzIds', form) ?? [];
  const spare = Form.useWatch('spare', form) ?? 0;
  const copies = (clazzes.data ?? []).filter((c) => chosen.includes(c.clazzId)).reduce((s, c) => s + c.studentCount + (spare || 0), 0);
  const submit = async () => {
    if (!paper) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await send.mutateAsync({ paperId: paper.paperId, body: { clazzIds: v.clazzIds, paperSize: v.paperSize, spare: v.spare, printDate: v.printDate.format('YYYY-MM-DD') } }).then(
      (job) => {
        void message.success(`已发送打印，共${job.totalCopies}份`);
        onSent();
      },
      () => undefined,
    );
  };
  return (
    <Modal title={paper ? `发送打印：${paper.name}` : '发送打印'} open={paper != null} onCancel={onClose} onOk={() => void submit()} okText="发送打印" cancelText="取消" confirmLoading={send.isPending} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="clazzIds" label={`班级（${paper?.gradeName ?? ''}）`} rules={[{ required: true, type: 'array', min: 1, message: '请选择班级' }]}>
          {clazzes.data && clazzes.data.length === 0 ? (
            <Alert type="warning" showIcon title="这个年级还没有班级" />
          ) : (
            <Checkbox.Group options={(clazzes.data ?? []).map((c) => ({ value: c.clazzId, label: `${c.clazzName}（${c.studentCount}人）` }))} />
          )}
        </Form.Item>
        <Form.Item name="paperSize" label="纸张大小">
          <Radio.Group options={Object.entries(SCHOOL_PRINT_SIZES).map(([v, label]) => ({ value: Number(v), label }))} />
        </Form.Item>
        <Form.Item name="spare" label="每班备用份数" rules={[{ required: true, message: '请填写每班备用份数' }]}>
          <InputNumber min={0} max={SCHOOL_PAPER_SPARE_MAX} precision={0} />
        </Form.Item>
        <Form.Item name="printDate" label="用卷日期" rules={[{ required: true, message: '请选择用卷日期' }]}>
          <DatePicker allowClear={false} disabledDate={(d: Dayjs) => d.format('YYYY-MM-DD') < today} />
        </Form.Item>
        <Typography.Text type="secondary">每班份数 = 学生人数 + 备用份数；共 {copies} 份。打印任务发送后在“打印任务”中查看状态。</Typography.Text>
      </Form>
    </Modal>
  );
}
