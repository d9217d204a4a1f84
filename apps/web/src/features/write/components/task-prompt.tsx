import { RichHtml } from '../../../components/topic-view';

/** A task's prompt: a bank prompt's HTML (sanitised, as the paper centre shows questions) or the teacher's own text. */
export function TaskPrompt({ prompt, isHtml }: { prompt: string; isHtml: boolean }) {
  return isHtml ? <RichHtml className="write-prompt" html={prompt} /> : <div className="write-prompt write-prompt-text">{prompt}</div>;
}
