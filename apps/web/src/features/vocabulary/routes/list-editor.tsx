import { useMemo, useState } from 'react';
import { App, Button, Card, Form, Input, Result, Skeleton, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { VOCAB_LIST_MAX_WORDS, ZVocabListBody, type TEnglishWord, type TVocabListDetail } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { zodRule } from '../../../lib/zod-rule';
import { useVocabListDetail } from '../api/list-detail';
import { useSaveVocabList } from '../api/save-list';
import { ChosenWords } from '../components/chosen-words';
import { PasteWords } from '../components/paste-words';
import { WordBank } from '../components/word-bank';
import { useIdParam } from '../../../lib/id-param';

/** /vocabulary/create and /vocabulary/edit?listId=: the list's name and description, and its words from the bank or pasted. */
export default function VocabularyListEditorPage() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const editing = pathname === paths.vocabularyEdit;
  const listId = useIdParam('listId');
  const detail = useVocabListDetail(editing ? listId : null);
  const back = <Button onClick={() => navigate(paths.vocabularyList)}>返回词表列表</Button>;
  if (!editing) return <ListEditor list={null} />;
  if (listId == null) return <Result status="warning" title="没有指定词表" extra={back} />;
  if (detail.isError) return <Result status="warning" title="词表无法打开" subTitle={detail.error.message} extra={back} />;
  if (!detail.data) return <Card size="small"><Skeleton active /></Card>;
  return <ListEditor key={detail.data.listId} list={detail.data} />;
}

type Fields = { name: string; description: string };
const stripWord = ({ singleWordId: _, ...w }: TVocabListDetail['words'][number]): TEnglishWord => w;

function ListEditor({ list }: { list: TVocabListDetail | null }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Fields>();
  const [words, setWords] = useState<TEnglishWord[]>(() => list?.words.map(stripWord) ?? []);
  const chosen = useMemo(() => new Set(words.map((w) => w.wordId)), [words]);
  const full = words.length >= VOCAB_LIST_MAX_WORDS;
  const save = useSaveVocabList();

  const addWords = (found: readonly TEnglishWord[], quiet = false) => {
    const fresh = found.filter((w, i) => !chosen.has(w.wordId) && found.findIndex((x) => x.wordId === w.wordId) === i);
    const room = Math.max(0, VOCAB_LIST_MAX_WORDS - words.length);
    const added = fresh.slice(0, room);
    setWords([...words, ...added]);
    const already = found.length - fresh.length;
    if (quiet) return;
    const parts = [`已添加${added.length}个单词`];
    if (already) parts.push(`${already}个已在词表中`);
    if (fresh.length > room) {
      void message.warning(`${parts.join('，')}；词表最多${VOCAB_LIST_MAX_WORDS}个单词，另有${fresh.length - room}个未能加入`);
    } else void message.success(parts.join('，'));
  };

  const submit = (v: Fields) => {
    const body = { name: v.name, description: v.description ?? '', wordIds: words.map((w) => w.wordId) };
    const checked = ZVocabListBody.safeParse(body);
    if (!checked.success) {
      void message.error(checked.error.issues[0]?.message ?? '词表内容不正确');
      return;
    }
    save.mutate(
      // As the server will read it (names trimmed).
      { listId: list?.listId ?? null, body: checked.data },
      {
        onSuccess: (saved) => {
          void message.success(list ? '词表已保存' : '词表已创建');
          navigate(`${paths.vocabularyDetail}?listId=${saved.listId}`);
        },
      },
    );
  };

  return (
    <Form<Fields> form={form} layout="vertical" initialValues={{ name: list?.name ?? '', description: list?.description ?? '' }} onFinish={submit} className="vocab-editor">
      <Card size="small" className="vocab-card" title={list ? `编辑词表：${list.name}` : '新建词表'}>
        <div className="vocab-editor-fields">
          <Form.Item name="name" label="词表名称" required rules={[zodRule(ZVocabListBody.shape.name)]}>
            <Input maxLength={40} showCount placeholder="如：必修一 Unit 1 重点词汇" />
          </Form.Item>
          <Form.Item name="description" label="说明" rules={[zodRule(ZVocabListBody.shape.description)]}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 3 }} placeholder="选填：词表的用途、教材单元等" />
          </Form.Item>
        </div>
      </Card>
      <div className="vocab-editor-body">
        <Card size="small" className="vocab-card" title="词库（课标词汇）">
          <WordBank chosen={chosen} full={full} onAdd={(w) => addWords([w], true)} />
          <div className="vocab-paste-title">粘贴单词</div>
          <PasteWords onFound={(found) => addWords(found)} />
        </Card>
        <Card size="small" className="vocab-card" title="词表中的单词">
          <ChosenWords words={words} onChange={setWords} />
        </Card>
      </div>
      <div className="vocab-editor-actions">
        <Space>
          <Button onClick={() => navigate(list ? `${paths.vocabularyDetail}?listId=${list.listId}` : paths.vocabularyList)}>取消</Button>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            保存
          </Button>
        </Space>
      </div>
    </Form>
  );
}
