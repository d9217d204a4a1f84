import { useEffect, useMemo } from 'react';
import { Alert, App, Checkbox, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { HOMEWORK_TITLE_MAX, type TSchoolPaper } from '@app/contract';
import { pickerInstant, pickerTime } from '../../../lib/task-time';
import { useHomeworkClazzes, useSetHomework } from '../api/homework';
import { useSchoolPapers } from '../api/papers';

type Props = { open: boolean; paper: TSchoolPaper | null; onClose: () => void; onSet?: () => void };
type Values = { paperId: number; title: string; clazzIds: number[]; dueAt: Dayjs };

/**
 * 布置作业: a school paper (the teacher's own or a shared one), a title, the classes the teacher may
 * set work for, and a due time on the school's clock that is later than now.
 */
export function HomeworkDialog({ open, paper, onClose, onSet }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const clazzes = useHomeworkClazzes(open);
  const mine = useSchoolPapers({ scope: 'my', pageNo: 1, pageSize: 100 }, open);
  const shared = useSchoolPapers({ scope: 'school', pageNo: 1, pageSize: 100 }, open);
  const set = useSetHomework();
  const papers = useMemo(() => {
    const all = [...(mine.data?.list ?? []), ...(shared.data?.list ?? []).filter((p) => p.mine === 0)];
    return paper && !all.some((p) => p.paperId === paper.paperId) ? [paper, ...all] : all;
  }, [mine.data, shared.data, paper]);
  useEffect(() => {
    if (!open) return;
    const due = pickerTime(new Date()).add(2, 'day').hour(22).minute(0);
    form.setFieldsValue({ paperId: paper?.paperId, title: paper?.name ?? '', clazzIds: [], dueAt: due });
  }, [open, paper, form]);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await set.mutateAsync({ paperId: v.paperId, title: v.title.trim(), clazzIds: v.clazzIds, dueAt: pickerInstant(v.dueAt) }).then(
      () => {
        void message.success('作业已布置');
        onSet?.();
        onClose();
      },
      () => undefined,
    );
  };
  const now = pickerTime(new Date());
  return (
    <Modal title="布置作业" open={open} onCancel={onClose} onOk={() => void submit()} okText="布置" cancelText="取消" confirmLoading={set.isPending} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item name="paperId" label="校本试卷" rules={[{ required: true, message: '请选择试卷' }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="选择我的或学校共享的试卷"
            options={papers.map((p) => ({ value: p.paperId, label: `${p.name}（${p.gradeName}${p.subjectName}）` }))}
            onChange={(id: number) => {
              if (!form.getFieldValue('title')) form.setFieldValue('title', papers.find((p) => p.paperId === id)?.name ?? '');
            }}
          />
        </Form.Item>
        <Form.Item name="title" label="作业名称" rules={[{ required: true, whitespace: true, message: '请填写作业名称' }, { max: HOMEWORK_TITLE_MAX, message: `作业名称最多${HOMEWORK_TITLE_MAX}个字` }]}>
          <Input maxLength={HOMEWORK_TITLE_MAX} />
        </Form.Item>
        <Form.Item name="clazzIds" label="布置给" rules={[{ required: true, type: 'array', min: 1, message: '请选择班级' }]}>
          {clazzes.data && clazzes.data.length === 0 ? (
            <Alert type="warning" showIcon title="本学期没有任教的班级，不能布置作业" />
          ) : (
            <Checkbox.Group options={(clazzes.data ?? []).map((c) => ({ value: c.clazzId, label: `${c.clazzName}（${c.studentCount}人）` }))} />
          )}
        </Form.Item>
        <Form.Item
          name="dueAt"
          label="截止时间"
          rules={[
            { required: true, message: '请选择截止时间' },
            { validator: (_, v?: Dayjs) => (v && !v.isAfter(pickerTime(new Date())) ? Promise.reject(new Error('截止时间不能早于现在')) : Promise.resolve()) },
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} disabledDate={(d: Dayjs) => d.isBefore(now, 'day')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
