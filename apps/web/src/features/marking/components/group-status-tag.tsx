import { Tag } from 'antd';

const COLORS: Record<number, string> = { 0: 'default', 1: 'processing', 2: 'warning', 3: 'success', 4: 'purple' };

/** 未开始 / 阅卷中 / 已暂停 / 已完成 / 最终完成. */
export function GroupStatusTag({ status, text }: { status: number; text: string }) {
  return <Tag color={COLORS[status] ?? 'default'}>{text}</Tag>;
}
