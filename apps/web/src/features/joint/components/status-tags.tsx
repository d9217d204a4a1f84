import { Tag } from 'antd';
import { JOINT_SCHOOL_STATUS, JOINT_SCHOOL_STATUS_TEXT, JOINT_STATUS } from '@app/contract';

/** 收集成绩中 / 已发布. */
export function JointStatusTag({ status, text }: { status: number; text: string }) {
  return <Tag color={status === JOINT_STATUS.RELEASED ? 'green' : 'processing'}>{text}</Tag>;
}

const ANSWER_COLORS: Record<number, string | undefined> = { [JOINT_SCHOOL_STATUS.INVITED]: 'orange', [JOINT_SCHOOL_STATUS.ACCEPTED]: 'green', [JOINT_SCHOOL_STATUS.DECLINED]: undefined };

/** A school's answer to the invitation: 待接受 / 已参加 / 已谢绝. */
export function MyAnswerTag({ status, text }: { status: number; text?: string }) {
  return <Tag color={ANSWER_COLORS[status]}>{text ?? JOINT_SCHOOL_STATUS_TEXT[status] ?? ''}</Tag>;
}
