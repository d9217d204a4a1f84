import { CheckCircleFilled } from '@ant-design/icons';
import { stripHtml, type TTopicOption } from '@app/contract';
import { RichHtml } from './rich-html';

type Props = {
  options: readonly TTopicOption[];
  /** Mark the correct options (isTrue 1). */
  showAnswer: boolean;
  /** Lay short options out in one line (cloze blanks). */
  inline?: boolean;
};

/** Option width class by the longest option's text: all in one row, two in a row, or one per row. */
function layoutOf(options: readonly TTopicOption[]): 'tv-opts-4' | 'tv-opts-3' | 'tv-opts-2' | 'tv-opts-1' {
  const longest = Math.max(0, ...options.map((o) => stripHtml(o.content).length));
  if (longest <= 14) return options.length === 3 ? 'tv-opts-3' : 'tv-opts-4';
  if (options.length === 3 && longest <= 26) return 'tv-opts-3';
  if (longest <= 34) return 'tv-opts-2';
  return 'tv-opts-1';
}

/** A question's options; with answers shown the correct ones are marked. */
export function TopicOptions({ options, showAnswer, inline }: Props) {
  if (options.length === 0) return null;
  return (
    <ul className={`tv-options ${inline ? 'tv-opts-inline' : layoutOf(options)}`} aria-label="选项">
      {options.map((o) => {
        const correct = showAnswer && o.isTrue === 1;
        return (
          <li key={o.optionNo} className={correct ? 'tv-option tv-option-correct' : 'tv-option'} aria-label={correct ? `${o.optionNo} 正确选项` : undefined}>
            <span className="tv-option-no">{o.optionNo}.</span>
            <RichHtml as="span" html={o.content} />
            {correct && <CheckCircleFilled className="tv-option-mark" aria-hidden />}
          </li>
        );
      })}
    </ul>
  );
}
