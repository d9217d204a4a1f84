import { useMemo, useRef } from 'react';
import { Alert, App, Button, Checkbox, DatePicker, Empty, Form, Input, InputNumber, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { WRITE_KIND, WRITE_KIND_NAMES, WRITE_KIND_RULES, ZWriteTaskBody, ZWriteTaskEditBody, type TWriteTaskBody, type TWriteTaskItem } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import { zodRule } from '../../../lib/zod-rule';
import { useWriteClazzes, type TWriteClazz } from '../api/clazzes';
import { defaultTaskRange, pickerInstant, pickerTime, rangeProblem } from '../../../lib/task-time';
import { useSaveWriteTask } from '../api/save-task';

type Fields = {
  prompt: string;
  title: string;
  minWords: number | null;
  maxWords: number | null;
  clazzIds: number[];
  range: [Dayjs | null, Dayjs | null] | null;
};

export const PROMPT_MAX = 2000;
export const TITLE_MAX = 60;

/**
 * A default task title from a prompt: its first sentence (假定你是李华，…。), else its first words, cut
 * to the title's length.
 */
export function titleFrom(text: string): string {
  const plain = text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const first = /^.+?[。！？!?]/.exec(plain)?.[0] ?? plain;
  return first.length > TITLE_MAX ? first.slice(0, TITLE_MAX - 1) + '…' : first;
}

type Props =
  /** A new task: a bank prompt (kind 1-3 with its topicId) or the teacher's own (kind 4). */
  | { task: null; kind: number; topicId: number | null; defaultTitle: string; onCancel: () => void }
  /** Editing a task: its kind and bank prompt stay. */
  | { task: TWriteTaskItem; kind?: undefined; topicId?: undefined; defaultTitle?: undefined; onCancel: () => void };

/**
 * The set-up of a writing task (specialwrite, originalwrite, edit): the teacher's prompt (自主命题),
 * the title, the word range, the full score of the kind, the classes and the time range.
 */
export function WriteTaskForm(props: Props) {
  const { task, onCancel } = props;
  const kind = task ? task.kind : props.kind;
  const own = kind === WRITE_KIND.ORIGINAL;
  const rules = WRITE_KIND_RULES[kind] ?? WRITE_KIND_RULES[WRITE_KIND.ORIGINAL]!;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const clazzes = useWriteClazzes();
  const save = useSaveWriteTask();
  /** The title last taken from the prompt (自主命题): replaced as the prompt changes, until the teacher edits it. */
  const autoTitle = useRef('');

  const initial = useMemo<Fields>(
    () =>
      task
        ? {
            prompt: task.promptIsHtml ? '' : task.prompt,
            title: task.title,
            minWords: task.minWords,
            maxWords: task.maxWords,
            clazzIds: task.clazzes.map((c) => c.clazzId),
            range: [pickerTime(task.startAt), pickerTime(task.endAt)],
          }
        : { prompt: '', title: props.defaultTitle, minWords: rules.minWords, maxWords: rules.maxWords, clazzIds: [], range: defaultTaskRange() },
    // The form is set up once per task or prompt (its key is theirs).
    [task],
  );

  // Classes by grade; a class of the task the teacher no longer teaches stays listed so it is not dropped unseen.
  const groups = useMemo(() => {
    const all: TWriteClazz[] = [...(clazzes.data ?? [])];
    for (const c of task?.clazzes ?? []) if (!all.some((x) => x.clazzId === c.clazzId)) all.push(c);
    const byGrade = new Map<string, TWriteClazz[]>();
    for (const c of all) byGrade.set(c.gradeName, [...(byGrade.get(c.gradeName) ?? []), c]);
    return [...byGrade.entries()];
  }, [clazzes.data, task]);

  const submit = (v: Fields) => {
    const [start, end] = v.range ?? [null, null];
    const fields = {
      title: v.title.trim(),
      minWords: v.minWords ?? 0,
      maxWords: v.maxWords ?? 0,
      clazzIds: v.clazzIds,
      startAt: start ? pickerInstant(start) : '',
      endAt: end ? pickerInstant(end) : '',
      ...(own ? { prompt: v.prompt.trim() } : {}),
    };
    const body: TWriteTaskBody = { kind, ...(own || task ? {} : { topicId: props.topicId ?? undefined }), ...fields };
    const checked = task ? ZWriteTaskEditBody.safeParse(fields) : ZWriteTaskBody.safeParse(body);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '写作任务的内容不正确');
      return;
    }
    const onSuccess = () => {
      void message.success(task ? '写作任务已修改' : '写作任务已布置');
      navigate(paths.writeList);
    };
    if (task) save.mutate({ taskId: task.taskId, body: fields }, { onSuccess });
    else save.mutate({ taskId: null, body }, { onSuccess });
  };

  const wordsRule = (label: string) => ({
    validator: async (_r: unknown, v: number | null) => {
      if (v == null) throw new Error(`请填写${label}`);
    },
  });

  return (
    <Form<Fields> form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={initial} onFinish={submit} className="write-task-form">
      {task && task.submittedCount > 0 && (
        <Alert type="info" showIcon className="write-form-alert" title="已有学生提交作文" description="已有学生提交作文的班级不能取消布置；修改词数要求不会改变已提交作文的智能批改结果。" />
      )}
      {own && (
        <Form.Item
          name="prompt"
          label="题目要求"
          required
          rules={[
            {
              validator: async (_r: unknown, v: string) => {
                if (!v?.trim()) throw new Error('请填写题目要求');
                if (v.trim().length > PROMPT_MAX) throw new Error(`题目要求最长${PROMPT_MAX}个字符`);
              },
            },
          ]}
          extra="学生会看到这里的全部文字：写清情境、要点和要求（英文或中文均可）。"
        >
          <Input.TextArea
            aria-label="题目要求"
            rows={7}
            maxLength={PROMPT_MAX}
            showCount
            placeholder="例如：假定你是李华，你校英语报正在开展“我最喜欢的传统节日”征文活动。请写一篇短文投稿，内容包括：1. 节日名称；2. 节日活动；3. 喜欢的原因。"
            onChange={(e) => {
              // A new task's title follows the prompt until the teacher writes their own.
              if (task) return;
              const current = (form.getFieldValue('title') as string | undefined) ?? '';
              const derived = titleFrom(e.target.value);
              if (!current || current === autoTitle.current) form.setFieldValue('title', derived);
              autoTitle.current = derived;
            }}
          />
        </Form.Item>
      )}
      <Form.Item name="title" label="题目名称" required rules={[zodRule(ZWriteTaskEditBody.shape.title)]}>
        <Input aria-label="题目名称" maxLength={TITLE_MAX} showCount placeholder="学生在任务列表中看到的名称" style={{ maxWidth: 560 }} />
      </Form.Item>
      <Form.Item label="词数" required extra={`${WRITE_KIND_NAMES[kind] ?? ''}建议 ${rules.minWords}-${rules.maxWords} 词；智能批改按这个范围检查篇幅。`}>
        <Space align="start">
          <Form.Item name="minWords" noStyle rules={[wordsRule('最少词数'), zodRule(ZWriteTaskEditBody.shape.minWords)]}>
            <InputNumber aria-label="最少词数" min={10} max={1000} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <span className="write-form-dash">至</span>
          <Form.Item
            name="maxWords"
            noStyle
            dependencies={['minWords']}
            rules={[
              wordsRule('最多词数'),
              zodRule(ZWriteTaskEditBody.shape.maxWords),
              ({ getFieldValue }) => ({
                validator: async (_r: unknown, v: number | null) => {
                  const min = getFieldValue('minWords') as number | null;
                  if (v != null && min != null && v < min) throw new Error('最多词数不能少于最少词数');
                },
              }),
            ]}
          >
            <InputNumber aria-label="最多词数" min={10} max={1000} precision={0} style={{ width: 110 }} />
          </Form.Item>
          <span className="write-form-dash">词</span>
        </Space>
      </Form.Item>
      <Form.Item label="满分">
        <Typography.Text strong>{rules.fullScore} 分</Typography.Text>
        <Typography.Text type="secondary">（{WRITE_KIND_NAMES[kind]}按高考评分标准，分五个档次）</Typography.Text>
      </Form.Item>
      <Form.Item name="clazzIds" label="班级" required rules={[zodRule(ZWriteTaskEditBody.shape.clazzIds)]}>
        {clazzes.isPending ? (
          <Spin size="small" />
        ) : groups.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可布置的班级：写作任务可布置给您任教英语的班级" />
        ) : (
          <Checkbox.Group className="vocab-clazz-groups">
            {groups.map(([grade, list]) => (
              <div key={grade} className="vocab-clazz-group" role="group" aria-label={grade}>
                <span className="vocab-clazz-grade">{grade}</span>
                {list.map((c) => (
                  <Checkbox key={c.clazzId} value={c.clazzId}>
                    {c.clazzName}
                  </Checkbox>
                ))}
              </div>
            ))}
          </Checkbox.Group>
        )}
      </Form.Item>
      <Form.Item
        name="range"
        label="起止时间"
        required
        extra="学生在这段时间内可以提交和修改作文；老师评分后学生不能再修改。"
        rules={[
          {
            validator: async (_r: unknown, v: Fields['range']) => {
              const problem = rangeProblem(v);
              if (problem) throw new Error(problem);
            },
          },
        ]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} placeholder={['开始时间', '结束时间']} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button onClick={onCancel}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {task ? '保存' : '布置'}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
