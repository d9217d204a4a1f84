import { Button, Card, Result, Skeleton, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import '../write.css';
import { useIdParam } from '../../../lib/id-param';
import { useWriteTask } from '../api/tasks';
import { TaskPrompt } from '../components/task-prompt';
import { WriteTaskForm } from '../components/task-form';
import { KIND_COLORS } from '../lib/format';

/** /write/edit?taskId=: a task's set-up (its kind and bank prompt stay). */
export default function WriteEditPage() {
  const navigate = useNavigate();
  const taskId = useIdParam('taskId');
  const task = useWriteTask(taskId);
  const back = <Button onClick={() => navigate(paths.writeList)}>返回写作任务</Button>;
  if (taskId == null) return <Result status="warning" title="没有指定写作任务" extra={back} />;
  if (task.isError) return <Result status="warning" title="写作任务无法打开" subTitle={task.error.message} extra={back} />;
  if (!task.data) return <Card size="small"><Skeleton active /></Card>;
  const t = task.data;
  return (
    <>
      {t.promptIsHtml && (
        <Card size="small" className="vocab-card" title={<>题目要求 <Tag color={KIND_COLORS[t.kind]}>{t.kindName}</Tag></>}>
          <div className="write-prompt-box write-prompt-box-open">
            <TaskPrompt prompt={t.prompt} isHtml />
          </div>
        </Card>
      )}
      <Card size="small" className="vocab-card" title={t.promptIsHtml ? '布置设置' : <>编辑写作任务 <Tag color={KIND_COLORS[t.kind]}>{t.kindName}</Tag></>}>
        <WriteTaskForm key={t.taskId} task={t} onCancel={() => navigate(paths.writeList)} />
      </Card>
    </>
  );
}
