import { useEffect, useMemo } from 'react';
import { Alert, App, Checkbox, DatePicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { HOMEWORK_TITLE_MAX, type TSchoolPaper } from '@app/contract';
import { pickerInstant, pickerTime } from '../../../lib/task-time';
import { useHomeworkClazzes, useHomeworkRecords, useSetHomework } from '../api/homework';
import { useSchoolPapers } from '../api/papers';

type Props = { open: boolean; paper: TSchoolPaper | null; onClose: () => void; onSet?: () => void };
type Source = 'school' | 'record';
type Values = { source: Source; paperId?: number; recordId?: number; title: string; clazzIds: number[]; dueAt: Dayjs };

/**
 * 布置作业: a school paper (the teacher's own or a shared one) or one of the teacher's composed
 * papers (组卷记录, sent to the students as Word without answers), a title, the classes the teacher
 * may set work for, and a due time on the school's clock that is later than now.
 */
export function HomeworkDialog({ open, paper, onClose, onSet }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const clazzes = useHomeworkClazzes(open);
  const mine = useSchoolPapers({ scope: 'my', pageNo: 1, pageSize: 100 }, open);
  const shared = useSchoolPapers({ scope: 'school', pageNo: 1, pageSize: 100 }, open);
  const set = useSetHomework();
  const source: Source = Form.useWatch('source', form) ?? 'school';
  // The composed papers are read once the teacher picks that source.
  const records = useHomeworkRecords(open && source === 'record');
  const papers = useMemo(() => {
    const all = [...(mine.data?.list ?? []), ...(shared.data?.list ?? []).filter((p) => p.mine === 0)];
    return paper && !all.some((p) => p.paperId === paper.paperId) ? [paper, ...all] : all;
  }, [mine.data, shared.data, paper]);
  useEffect(() => {
    if (!open) return;
    const due = pickerTime(new Date()).add(2, 'day').hour(22).minute(0);
    form.setFieldsValue({ source: 'school', paperId: paper?.paperId, recordId: undefined, title: paper?.name ?? '', clazzIds: [], dueAt: due });
  }, [open, paper, form]);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const from = v.source === 'record' ? { recordId: v.recordId } : { paperId: v.paperId };
    await set.mutateAsync({ ...from, title: v.title.trim(), clazzIds: v.clazzIds, dueAt: pickerInstant(v.dueAt) }).then(
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
        {!paper && (
          <Form.Item name="source" label="试卷来源">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'school', label: '校本试卷' },
                { value: 'record', label: '我的组卷' },
              ]}
            />
          </Form.Item>
        )}
        {source === 'school' ? (
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
        ) : (
          <Form.Item
            name="recordId"
            label="我的组卷"
            rules={[{ required: true, message: '请选择组卷' }]}
            extra="学生收到不含答案的Word试卷（布置时生成，之后修改组卷不影响已布置的作业）"
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={records.data && records.data.length === 0 ? '还没有组卷：在组卷中心选题组卷后再来布置' : '选择在组卷中心组好的试卷'}
              notFoundContent="没有可布置的组卷"
              options={(records.data ?? []).map((r) => ({ value: r.recordId, label: `${r.name}（${r.subjectName}，${r.questionCount}题，${r.totalScore}分）` }))}
              onChange={(id: number) => {
                if (!form.getFieldValue('title')) form.setFieldValue('title', records.data?.find((r) => r.recordId === id)?.name ?? '');
              }}
            />
          </Form.Item>
        )}
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
