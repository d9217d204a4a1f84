import { useMemo } from 'react';
import { Alert, App, Button, Card, Checkbox, DatePicker, Descriptions, Empty, Form, InputNumber, Result, Skeleton, Space, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useLocation, useNavigate } from 'react-router';
import { VOCAB_MAX_ROUNDS, VOCAB_MODE_NAMES, VOCAB_MODES, ZVocabPutBody, ZVocabPutEditBody, type TVocabPutItem } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { zodRule } from '../../../lib/zod-rule';
import { useVocabClazzes, type TVocabClazz } from '../api/clazzes';
import { useVocabListDetail } from '../api/list-detail';
import { useVocabPut } from '../api/put';
import { useSaveVocabPut } from '../api/save-put';
import { defaultTaskRange, pickerInstant, pickerTime, rangeProblem } from '../../../lib/task-time';
import { useIdParam } from '../../../lib/id-param';

type Fields = { clazzIds: number[]; range: [Dayjs | null, Dayjs | null] | null; modes: number[]; rounds: number | null };

const MODE_OPTIONS = VOCAB_MODES.map((m) => ({ value: m, label: VOCAB_MODE_NAMES[m]! }));
const AFTER_PUT = `${paths.vocabularyList}?tab=put`;

/** /vocabulary/put/create?listId= and /vocabulary/put/edit?putId=: classes, start and end, modes and rounds of a put. */
export default function VocabularyPutFormPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const editing = pathname === paths.vocabularyPutEdit;
  const listId = useIdParam('listId');
  const putId = useIdParam('putId');
  const list = useVocabListDetail(editing ? null : listId);
  const put = useVocabPut(editing ? putId : null);
  const back = <Button onClick={() => navigate(editing ? AFTER_PUT : paths.vocabularyList)}>返回</Button>;

  if (editing) {
    if (putId == null) return <Result status="warning" title="没有指定布置记录" extra={back} />;
    if (put.isError) return <Result status="warning" title="布置记录无法打开" subTitle={put.error.message} extra={back} />;
    if (!put.data) return <Card size="small"><Skeleton active /></Card>;
    const p = put.data;
    return <PutForm key={p.putId} put={p} listId={p.listId} listName={p.listName} wordCount={p.wordCount} />;
  }
  if (listId == null) return <Result status="warning" title="请先选择要布置的词表" subTitle="在“我的词表”中点词表的“布置”。" extra={back} />;
  if (list.isError) return <Result status="warning" title="词表无法打开" subTitle={list.error.message} extra={back} />;
  if (!list.data) return <Card size="small"><Skeleton active /></Card>;
  return <PutForm put={null} listId={list.data.listId} listName={list.data.name} wordCount={list.data.words.length} />;
}

type FormProps = { put: TVocabPutItem | null; listId: number; listName: string; wordCount: number };

function PutForm({ put, listId, listName, wordCount }: FormProps) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const clazzes = useVocabClazzes();
  const save = useSaveVocabPut();
  const locked = put?.answered === true;
  const initial = useMemo<Fields>(
    () =>
      put
        ? { clazzIds: put.clazzes.map((c) => c.clazzId), range: [pickerTime(put.startAt), pickerTime(put.endAt)], modes: put.modes, rounds: put.rounds }
        : { clazzIds: [], range: defaultTaskRange(), modes: [...VOCAB_MODES], rounds: 1 },
    [put],
  );
  const modes = Form.useWatch('modes', form) ?? initial.modes;
  const rounds = Form.useWatch('rounds', form) ?? initial.rounds;

  // Classes by grade; a class of the put the teacher no longer teaches stays listed so it is not dropped unseen.
  const groups = useMemo(() => {
    const all: TVocabClazz[] = [...(clazzes.data ?? [])];
    for (const c of put?.clazzes ?? []) if (!all.some((x) => x.clazzId === c.clazzId)) all.push(c);
    const byGrade = new Map<string, TVocabClazz[]>();
    for (const c of all) byGrade.set(c.gradeName, [...(byGrade.get(c.gradeName) ?? []), c]);
    return [...byGrade.entries()];
  }, [clazzes.data, put]);

  const submit = (v: Fields) => {
    const [start, end] = v.range ?? [null, null];
    const fields = { clazzIds: v.clazzIds, startAt: start ? pickerInstant(start) : '', endAt: end ? pickerInstant(end) : '', modes: v.modes as (1 | 2 | 3)[], rounds: v.rounds ?? 0 };
    const checked = put ? ZVocabPutEditBody.safeParse(fields) : ZVocabPutBody.safeParse({ listId, ...fields });
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '布置内容不正确');
      return;
    }
    save.mutate(put ? { putId: put.putId, body: fields } : { putId: null, body: { listId, ...fields } }, {
      onSuccess: () => {
        void message.success(put ? '布置已保存' : '已布置给班级');
        navigate(AFTER_PUT);
      },
    });
  };

  const perStudent = wordCount * (modes?.length ?? 0) * (rounds ?? 0);
  return (
    <Card size="small" className="vocab-card" title={put ? '编辑布置' : '布置练习'}>
      <Descriptions
        size="small"
        column={3}
        className="vocab-put-list"
        items={[
          { key: 'list', label: '词表', children: listName },
          { key: 'words', label: '单词数', children: wordCount },
          ...(put ? [{ key: 'state', label: '状态', children: `${put.stateName}（已完成 ${put.finishedCount}/${put.studentCount}）` }] : []),
        ]}
      />
      {locked && (
        <Alert
          type="info"
          showIcon
          className="vocab-put-locked"
          title="已有学生开始练习"
          description="为保证作答记录和报告前后一致，练习方式和轮数不能再修改，已有学生作答的班级也不能移除；可以调整起止时间或增加班级。"
        />
      )}
      <Form<Fields> form={form} layout="horizontal" labelCol={{ flex: '96px' }} initialValues={initial} onFinish={submit} className="vocab-put-form">
        <Form.Item name="clazzIds" label="班级" required rules={[zodRule(ZVocabPutEditBody.shape.clazzIds)]}>
          {clazzes.isPending ? (
            <Spin size="small" />
          ) : groups.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有可布置的班级：词汇练习可布置给您任教英语的班级" />
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
        <Form.Item name="modes" label="练习方式" required rules={[zodRule(ZVocabPutEditBody.shape.modes)]} extra="英译汉：看单词选释义；汉译英：看释义选单词；拼写：看释义写出单词。">
          <Checkbox.Group options={MODE_OPTIONS} disabled={locked} />
        </Form.Item>
        <Form.Item name="rounds" label="轮数" required rules={[zodRule(ZVocabPutEditBody.shape.rounds)]} extra="每一轮把全部单词按所选方式各练一遍。">
          <InputNumber min={1} max={VOCAB_MAX_ROUNDS} precision={0} disabled={locked} aria-label="轮数" />
        </Form.Item>
        <Form.Item label="题量">
          <Typography.Text strong aria-live="polite">
            每名学生共 {wordCount} × {modes?.length ?? 0} × {rounds ?? 0} = {perStudent} 题
          </Typography.Text>
          <Typography.Text type="secondary">（单词数 × 练习方式 × 轮数）</Typography.Text>
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Space>
            <Button onClick={() => navigate(put ? AFTER_PUT : `${paths.vocabularyDetail}?listId=${listId}`)}>取消</Button>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {put ? '保存' : '布置'}
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
