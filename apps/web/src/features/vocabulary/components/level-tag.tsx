import { Tag } from 'antd';
import { VOCAB_LEVEL_NAMES } from '@app/contract/vocabulary';

/** 初中 (on the compulsory-education list too) or 高中 (a senior-high addition). */
export function LevelTag({ junior }: { junior: boolean }) {
  return junior ? <Tag color="cyan">{VOCAB_LEVEL_NAMES.junior}</Tag> : <Tag color="geekblue">{VOCAB_LEVEL_NAMES.senior}</Tag>;
}
