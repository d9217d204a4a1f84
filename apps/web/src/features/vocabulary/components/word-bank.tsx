import { useState } from 'react';
import { Button, Input, Select, Table, Typography } from 'antd';
import { CheckOutlined, PlusOutlined } from '@ant-design/icons';
import type { TEnglishWord } from '@app/contract/vocabulary';
import { useWordBank } from '../api/words';
import { LevelTag } from './level-tag';

const PAGE_SIZE = 10;
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
type Level = 'junior' | 'senior' | 'all';

type Props = {
  /** The ids already in the list (shown as 已添加). */
  chosen: ReadonlySet<number>;
  /** Whether the list is full (添加 disabled). */
  full: boolean;
  onAdd: (word: TEnglishWord) => void;
};

/** The word bank (课标词汇): search by keyword, level and first letter; 添加 puts a word at the end of the list. */
export function WordBank({ chosen, full, onAdd }: Props) {
  const [keyword, setKeyword] = useState('');
  const [level, setLevel] = useState<Level>('all');
  const [letter, setLetter] = useState<string | undefined>();
  const [pageNo, setPageNo] = useState(1);
  const words = useWordBank({ keyword: keyword || undefined, level: level === 'all' ? undefined : level, letter: letter?.toLowerCase(), pageNo, pageSize: PAGE_SIZE });
  const filter = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPageNo(1);
  };

  return (
    <div className="vocab-bank">
      <div className="vocab-toolbar">
        <Input.Search aria-label="搜索单词或释义" allowClear placeholder="搜索单词或释义" maxLength={50} style={{ width: 200 }} onSearch={(v) => filter(setKeyword)(v.trim())} />
        <Select<Level>
          aria-label="词汇级别"
          value={level}
          style={{ width: 96 }}
          onChange={filter(setLevel)}
          options={[
            { value: 'all', label: '全部' },
            { value: 'junior', label: '初中' },
            { value: 'senior', label: '高中' },
          ]}
        />
        <Select<string>
          aria-label="首字母"
          allowClear
          placeholder="首字母"
          value={letter}
          style={{ width: 96 }}
          onChange={filter(setLetter)}
          options={LETTERS.map((l) => ({ value: l, label: l }))}
        />
      </div>
      <Table<TEnglishWord>
        size="small"
        aria-label="词库"
        rowKey="wordId"
        loading={words.isPending || words.isPlaceholderData}
        dataSource={words.data?.list ?? []}
        locale={{ emptyText: words.isPending ? ' ' : '没有符合条件的单词' }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: words.data?.total ?? 0, showSizeChanger: false, size: 'small', showTotal: (n) => `共 ${n} 词`, onChange: setPageNo }}
        columns={[
          {
            title: '单词',
            dataIndex: 'word',
            width: 150,
            render: (v: string, r: TEnglishWord) => (
              <div>
                <div className="vocab-word">{v}</div>
                <div className="vocab-phonetic">{r.phonetic}</div>
              </div>
            ),
          },
          {
            title: '释义',
            dataIndex: 'meaning',
            render: (v: string) => (
              <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>
                {v}
              </Typography.Text>
            ),
          },
          { title: '级别', dataIndex: 'junior', width: 64, render: (v: boolean) => <LevelTag junior={v} /> },
          {
            title: '操作',
            key: 'add',
            width: 88,
            render: (_: unknown, r: TEnglishWord) =>
              chosen.has(r.wordId) ? (
                <Button type="text" size="small" icon={<CheckOutlined />} disabled aria-label={`${r.word}已添加`}>
                  已添加
                </Button>
              ) : (
                <Button type="link" size="small" icon={<PlusOutlined />} disabled={full} aria-label={`添加${r.word}`} onClick={() => onAdd(r)}>
                  添加
                </Button>
              ),
          },
        ]}
      />
    </div>
  );
}
