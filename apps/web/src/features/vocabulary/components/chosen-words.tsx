import { Button, Empty, Popconfirm, Space, Table, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CloseOutlined } from '@ant-design/icons';
import { VOCAB_LIST_MAX_WORDS, type TEnglishWord } from '@app/contract/vocabulary';

type Props = {
  words: readonly TEnglishWord[];
  onChange: (words: TEnglishWord[]) => void;
};

function moved(words: readonly TEnglishWord[], from: number, to: number): TEnglishWord[] {
  const next = [...words];
  const [w] = next.splice(from, 1);
  next.splice(to, 0, w!);
  return next;
}

/** The list's words in the teacher's order: 上移 / 下移, 移除, 清空, and the count against the limit. */
export function ChosenWords({ words, onChange }: Props) {
  const over = words.length > VOCAB_LIST_MAX_WORDS;
  return (
    <section className="vocab-chosen" aria-label="已选单词">
      <div className="vocab-toolbar">
        <Typography.Text strong aria-live="polite" type={over ? 'danger' : undefined}>
          已选 {words.length} / {VOCAB_LIST_MAX_WORDS}
        </Typography.Text>
        <Popconfirm title="清空已选单词" description="确定移除全部已选单词吗？" okText="清空" cancelText="取消" okButtonProps={{ danger: true }} disabled={!words.length} onConfirm={() => onChange([])}>
          <Button size="small" className="vocab-toolbar-end" disabled={!words.length}>
            清空
          </Button>
        </Popconfirm>
      </div>
      <Table<TEnglishWord>
        size="small"
        rowKey="wordId"
        dataSource={words as TEnglishWord[]}
        pagination={false}
        scroll={{ y: 520 }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有选择单词：从左侧词库添加，或粘贴单词识别" /> }}
        columns={[
          { title: '序号', key: 'no', width: 56, render: (_: unknown, _r: TEnglishWord, i: number) => i + 1 },
          { title: '单词', dataIndex: 'word', width: 140, render: (v: string) => <span className="vocab-word">{v}</span> },
          { title: '释义', dataIndex: 'meaning', ellipsis: { showTitle: true } },
          {
            title: '操作',
            key: 'actions',
            width: 112,
            render: (_: unknown, r: TEnglishWord, i: number) => (
              <Space size={0}>
                <Tooltip title="上移">
                  <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移${r.word}`} disabled={i === 0} onClick={() => onChange(moved(words, i, i - 1))} />
                </Tooltip>
                <Tooltip title="下移">
                  <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移${r.word}`} disabled={i === words.length - 1} onClick={() => onChange(moved(words, i, i + 1))} />
                </Tooltip>
                <Tooltip title="移除">
                  <Button type="text" size="small" danger icon={<CloseOutlined />} aria-label={`移除${r.word}`} onClick={() => onChange(words.filter((w) => w.wordId !== r.wordId))} />
                </Tooltip>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}
