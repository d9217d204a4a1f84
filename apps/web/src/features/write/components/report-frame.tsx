import type { ReactNode } from 'react';
import { Button, Card, Tabs } from 'antd';
import { EditOutlined, FileTextOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TWriteTaskItem } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import { TaskHead } from './task-head';

export type WriteReportKind = 'results' | 'student';

const REPORTS: { key: WriteReportKind; label: string; path: string }[] = [
  { key: 'results', label: '班级结果', path: paths.writeResults },
  { key: 'student', label: '学生报告', path: paths.writeStudentReport },
];

/** A task's reports: its facts, 作文 and 编辑, the two reports' tabs, then the report. */
export function WriteReportFrame({ task, active, children }: { task: TWriteTaskItem; active: WriteReportKind; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      <Card size="small" className="vocab-card vocab-report-head">
        <TaskHead
          task={task}
          actions={
            <>
              <Button icon={<FileTextOutlined />} onClick={() => navigate(`${paths.writeDetails}?taskId=${task.taskId}`)}>
                批改作文
              </Button>
              <Button icon={<EditOutlined />} onClick={() => navigate(`${paths.writeEdit}?taskId=${task.taskId}`)}>
                编辑任务
              </Button>
            </>
          }
        />
        <Tabs
          className="vocab-report-tabs"
          activeKey={active}
          onChange={(k) => navigate(`${REPORTS.find((r) => r.key === k)!.path}?taskId=${task.taskId}`)}
          items={REPORTS.map((r) => ({ key: r.key, label: r.label }))}
        />
      </Card>
      {children}
    </>
  );
}
