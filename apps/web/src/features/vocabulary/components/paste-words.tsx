import { useState } from 'react';
import { Alert, Button, Input } from 'antd';
import type { TEnglishWord } from '@app/contract/vocabulary';
import { useResolveWords } from '../api/resolve-words';

type Props = {
  /**
   * Adds the words the bank has (in the order pasted) and says how many were new; what the bank
   * does not have is listed here, never dropped silently.
   */
  onFound: (words: TEnglishWord[]) => void;
};

/** 粘贴单词: one word or phrase per line, or separated by commas or semicolons; 识别 looks them up in the bank. */
export function PasteWords({ onFound }: Props) {
  const [text, setText] = useState('');
  const [unknown, setUnknown] = useState<string[]>([]);
  const resolve = useResolveWords();
  const run = () => {
    setUnknown([]);
    resolve.mutate(text, {
      onSuccess: (r) => {
        setUnknown(r.unknown);
        if (r.found.length) onFound(r.found);
        // What was recognised went into the list: the box keeps only what was not.
        setText(r.unknown.join('\n'));
      },
    });
  };
  return (
    <div className="vocab-paste">
      <Input.TextArea
        aria-label="粘贴单词"
        placeholder={'粘贴单词：每行一个，或用逗号、分号隔开\n例如：abandon, ability; absent'}
        autoSize={{ minRows: 3, maxRows: 6 }}
        maxLength={20_000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <div className="vocab-paste-actions">
        <Button onClick={run} loading={resolve.isPending} disabled={!text.trim()}>
          识别
        </Button>
        <span className="vocab-muted">识别出的单词会加入右侧词表</span>
      </div>
      {unknown.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setUnknown([]) }}
          title={`词库中没有：${unknown.join('、')}`}
          description="请检查拼写，或换成词库中的词形（如动词原形、名词单数）。"
        />
      )}
    </div>
  );
}
