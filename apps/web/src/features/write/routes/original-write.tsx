import { Button, Card, Space, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { WRITE_KIND } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import '../write.css';
import { WriteTaskForm } from '../components/task-form';
import { KIND_COLORS } from '../lib/format';

/** /write/originalwrite (自主命题): the teacher's own prompt and the task's set-up. */
export default function OriginalWritePage() {
  const navigate = useNavigate();
  return (
    <Card
      size="small"
      className="vocab-card"
      title={
        <Space>
          <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="返回写作任务" onClick={() => navigate(paths.writeList)} />
          自主命题 <Tag color={KIND_COLORS[WRITE_KIND.ORIGINAL]}>自主命题</Tag>
        </Space>
      }
    >
      <WriteTaskForm task={null} kind={WRITE_KIND.ORIGINAL} topicId={null} defaultTitle="" onCancel={() => navigate(paths.writeList)} />
    </Card>
  );
}
