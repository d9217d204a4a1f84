import { useState } from 'react';
import { App, Button, Space, Tag } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSetAnswerLabels } from '../api/answer-labels';
import { labelsQuery } from '../api/labels';
import { LabelManagerModal } from './label-manager-modal';

/**
 * Labels on the answer in hand (优秀卷, 典型错误, the teacher's own), saved at each click; for the class discussion
 * later. Keyed by the answer in the parent, so a new answer starts from its own labels.
 */
export function LabelPicker({ answerId, labelIds }: { answerId: number; labelIds: number[] }) {
  const { message } = App.useApp();
  const labels = useQuery(labelsQuery());
  const save = useSetAnswerLabels();
  const [chosen, setChosen] = useState<number[]>(labelIds);
  const [managing, setManaging] = useState(false);

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((x) => x !== id);
    setChosen(next);
    save.mutate(
      { answerId, labelIds: next },
      {
        onSuccess: () => void message.success(on ? '已添加标签' : '已取消标签'),
        onError: () => setChosen(chosen),
      },
    );
  };

  return (
    <div className="mk-labels">
      <Space size={[4, 6]} wrap>
        <span className="mk-muted">标签：</span>
        {(labels.data ?? []).map((l) => (
          <Tag.CheckableTag key={l.labelId} checked={chosen.includes(l.labelId)} onChange={(on) => toggle(l.labelId, on)}>
            {l.name}
          </Tag.CheckableTag>
        ))}
        <Button size="small" type="link" icon={<SettingOutlined />} onClick={() => setManaging(true)}>
          管理标签
        </Button>
      </Space>
      <LabelManagerModal open={managing} onClose={() => setManaging(false)} />
    </div>
  );
}
