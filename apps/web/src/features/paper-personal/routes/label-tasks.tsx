import { useState } from 'react';
import { Card, Empty, Progress, Table, Tabs, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { LABEL_PAGE_SIZE, LABEL_STATUS, LABEL_TAB_NAMES, LABEL_TABS, type TLabelTab, type TLabelTask } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { useLabelTasks } from '../api/label-tasks';

const STATUS_COLORS: Record<number, string> = { [LABEL_STATUS.OPEN]: 'orange', [LABEL_STATUS.FINISHED]: 'green', [LABEL_STATUS.WITHDRAWN]: 'default' };
const EMPTY: Record<TLabelTab, string> = {
  whole: '暂无标注任务：您任教班级的本学科考试有了题目后会出现在这里',
  tomarked: '没有待标注的考试',
  tocomplete: '还没有完成标注的考试',
  towithdraw: '没有已撤回的考试',
};

/**
 * /paper/personal/label_task (我的标注任务): the tagging tasks of the current subject with their
 * progress and state, each opening the tagging page; finishing and withdrawing stay on 考试标注.
 */
export default function LabelTasksPage() {
  const { subjectId, subjectName } = useSession();
  const [status, setStatus] = useState<TLabelTab>('whole');
  const [pageNo, setPageNo] = useState(1);
  const tasks = useLabelTasks({ subjectId, status, pageNo });
  const columns = [
    { title: '考试时间', dataIndex: 'examTime', width: 110 },
    { title: '考试名称', dataIndex: 'examName', ellipsis: true },
    { title: '年级/班级', key: 'clazzes', width: 200, render: (_: unknown, t: TLabelTask) => <Typography.Text ellipsis={{ tooltip: t.clazzNames.join('、') }} style={{ maxWidth: 190 }}>{`${t.gradeName} · ${t.clazzNames.join('、')}`}</Typography.Text> },
    {
      title: '标注进度',
      key: 'progress',
      width: 160,
      render: (_: unknown, t: TLabelTask) => (
        <div aria-label={`${t.examName}的标注进度`}>
          <Progress percent={t.questionCount ? Math.round((t.taggedCount / t.questionCount) * 100) : 0} size="small" format={() => `${t.taggedCount}/${t.questionCount}`} />
        </div>
      ),
    },
    { title: '状态', key: 'status', width: 84, render: (_: unknown, t: TLabelTask) => <Tag color={STATUS_COLORS[t.status]}>{t.statusName}</Tag> },
    {
      title: '操作',
      key: 'open',
      width: 80,
      render: (_: unknown, t: TLabelTask) => {
        const label = t.status === LABEL_STATUS.FINISHED ? '查看' : '标注';
        return (
          <Link to={`${paths.relation}?examId=${t.examId}`} aria-label={`${label}${t.examName}`}>
            {label}
          </Link>
        );
      },
    },
  ];
  return (
    <Card title="我的标注任务" size="small" extra={<Link to={paths.labelWhole}>前往考试标注</Link>}>
      <div className="pp-toolbar">
        <Tabs
          activeKey={status}
          onChange={(k) => {
            setStatus(k as TLabelTab);
            setPageNo(1);
          }}
          items={LABEL_TABS.map((t) => ({ key: t, label: LABEL_TAB_NAMES[t] }))}
        />
        <span className="pp-subtle">学科：{subjectName || '-'}</span>
      </div>
      <Table<TLabelTask>
        aria-label="我的标注任务"
        rowKey="examId"
        size="middle"
        columns={columns}
        dataSource={tasks.data?.list ?? []}
        loading={(subjectId != null && tasks.isPending) || tasks.isPlaceholderData}
        locale={{ emptyText: subjectId != null && tasks.isPending ? ' ' : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY[status]} /> }}
        pagination={{ current: pageNo, pageSize: LABEL_PAGE_SIZE, total: tasks.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 场考试` }}
      />
    </Card>
  );
}
