import { App, Form, Modal } from 'antd';
import { ZJointInviteBody } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import { useInviteSchools } from '../api/invite-schools';
import { SchoolPicker, type PickedSchool } from './school-picker';

type Values = { schools: PickedSchool[] };

/** 邀请学校: more schools of the district for a joint exam still collecting scores. */
export function InviteModal({ jointId, open, onClose }: { jointId: number; open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const invite = useInviteSchools(jointId);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const ids = v.schools.map((s) => s.value);
    await invite.mutateAsync(ids).then(
      () => {
        void message.success(`已邀请${ids.length}所学校，等待其校长答复`);
        onClose();
      },
      () => undefined,
    );
  };
  return (
    <Modal title="邀请学校" open={open} onCancel={onClose} onOk={() => void submit()} okText="邀请" cancelText="取消" confirmLoading={invite.isPending} destroyOnHidden width={560}>
      <Form<Values> form={form} layout="vertical" requiredMark={false} initialValues={{ schools: [] }}>
        <Form.Item
          name="schools"
          label="学校"
          extra="本区县的学校，可按名称或学校代码搜索；被邀请学校的校长接受后参加联考。"
          rules={[zodRule(ZJointInviteBody.shape.schoolIds, (v) => ((v as PickedSchool[] | undefined) ?? []).map((s) => s.value))]}
        >
          <SchoolPicker jointId={jointId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
