import { App, Button } from 'antd';
import { useRespondJoint } from '../api/respond-joint';

type Props = {
  joint: { jointId: number; name: string; gradeName: string };
  /** Link buttons in a table row, plain ones in a page header. */
  compact?: boolean;
};

/** 参加 / 谢绝 an invitation (the invited school's master), each after a confirmation that says what follows. */
export function RespondButtons({ joint, compact = false }: Props) {
  const { message, modal } = App.useApp();
  const respond = useRespondJoint();
  const answer = (accept: boolean) =>
    modal.confirm({
      title: `${accept ? '参加' : '谢绝'}联考“${joint.name}”`,
      content: accept
        ? `参加后，本校${joint.gradeName}年级的全部班级加入联考，学情分析中会生成同名的联考考试；请年级组长在联考详情中导入各学科成绩。`
        : '谢绝后本校不参加该联考，之后也不能再改为参加。',
      okText: accept ? '参加' : '谢绝',
      cancelText: '取消',
      okButtonProps: { danger: !accept },
      onOk: () =>
        respond.mutateAsync({ jointId: joint.jointId, accept }).then(
          () => void message.success(accept ? '已参加联考，请年级组长导入成绩' : '已谢绝联考邀请'),
          () => undefined,
        ),
    });
  const type = compact ? 'link' : 'default';
  return (
    <>
      <Button type={compact ? 'link' : 'primary'} size={compact ? 'small' : 'middle'} onClick={() => answer(true)}>
        参加
      </Button>
      <Button type={type} size={compact ? 'small' : 'middle'} danger onClick={() => answer(false)}>
        谢绝
      </Button>
    </>
  );
}
