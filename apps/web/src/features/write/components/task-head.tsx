import type { ReactNode } from 'react';
import { Collapse, Descriptions, Tag } from 'antd';
import type { TWriteTaskItem } from '@app/contract/writing';
import { KIND_COLORS, TASK_STATE_COLORS, timeRange } from '../lib/format';
import { TaskPrompt } from './task-prompt';

/** A task's facts (kind, state, time, classes, words, full score, counts) with its prompt folded below. */
export function TaskHead({ task, actions, promptOpen = false }: { task: TWriteTaskItem; actions?: ReactNode; promptOpen?: boolean }) {
  return (
    <>
      <div className="vocab-head">
        <h2>
          {task.title} <Tag color={KIND_COLORS[task.kind]}>{task.kindName}</Tag>
          <Tag color={TASK_STATE_COLORS[task.state]}>{task.stateName}</Tag>
        </h2>
        {actions && <div className="vocab-head-actions">{actions}</div>}
      </div>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'time', label: '起止时间', children: timeRange(task.startAt, task.endAt) },
          { key: 'clazz', label: '班级', children: task.clazzes.map((c) => c.clazzName).join('、') },
          { key: 'words', label: '词数要求', children: `${task.minWords}-${task.maxWords}词，满分${task.fullScore}分` },
          { key: 'done', label: '提交', children: `${task.submittedCount}/${task.studentCount}人` },
          { key: 'scored', label: '已批改', children: `${task.scoredCount}篇` },
        ]}
      />
      <Collapse
        size="small"
        className="write-prompt-collapse"
        defaultActiveKey={promptOpen ? ['prompt'] : []}
        items={[{ key: 'prompt', label: '题目要求', children: <TaskPrompt prompt={task.prompt} isHtml={task.promptIsHtml} /> }]}
      />
    </>
  );
}
