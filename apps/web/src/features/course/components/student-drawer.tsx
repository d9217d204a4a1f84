import { Descriptions, Drawer, Empty, Progress, Skeleton, Table, Tag } from 'antd';
import type { TCourseStatStudent, TCourseStudentVideo } from '@app/contract';
import { schoolTime } from '../../../lib/school-time';
import { useStudentDetail } from '../api/stat';
import { clockText, percentText, watchText } from '../format';

type Props = { courseId: number; student: TCourseStatStudent | null; videoCount: number; onClose: () => void };

/** One student's progress in each chapter: how much of it they played, whether they finished it, where they stopped. */
export function StudentDrawer({ courseId, student, videoCount, onClose }: Props) {
  const detail = useStudentDetail(courseId, student?.studentId ?? null);
  const s = detail.data?.student ?? student;
  const columns = [
    { title: '章节', key: 'ord', width: 70, render: (_: unknown, v: TCourseStudentVideo) => `第${v.ord}节` },
    { title: '标题', dataIndex: 'title', ellipsis: true },
    { title: '时长', key: 'duration', width: 80, align: 'right' as const, render: (_: unknown, v: TCourseStudentVideo) => clockText(v.durationS) },
    { title: '完成度', key: 'completion', width: 150, render: (_: unknown, v: TCourseStudentVideo) => <Progress percent={v.completion} size="small" aria-label={`${v.title}完成度`} format={(p) => percentText(p ?? 0)} /> },
    { title: '状态', key: 'completed', width: 80, render: (_: unknown, v: TCourseStudentVideo) => (v.completed ? <Tag color="green">已看完</Tag> : v.watchS > 0 ? <Tag color="blue">学习中</Tag> : <Tag>未开始</Tag>) },
    { title: '看到', key: 'position', width: 80, align: 'right' as const, render: (_: unknown, v: TCourseStudentVideo) => (v.watchS > 0 ? clockText(v.positionS) : '—') },
    { title: '观看时长', key: 'watch', width: 100, align: 'right' as const, render: (_: unknown, v: TCourseStudentVideo) => watchText(v.watchS) },
    { title: '最近学习', key: 'last', width: 140, render: (_: unknown, v: TCourseStudentVideo) => schoolTime(v.lastWatchedAt) },
  ];
  return (
    <Drawer title={s ? `${s.studentName}的学习情况` : '学习情况'} open={student != null} onClose={onClose} size={900} destroyOnHidden>
      {s && (
        <Descriptions size="small" column={3} className="course-student-summary">
          <Descriptions.Item label="学号">{s.studentNo}</Descriptions.Item>
          <Descriptions.Item label="班级">{s.clazzName}</Descriptions.Item>
          <Descriptions.Item label="完成度">{percentText(s.completion)}</Descriptions.Item>
          <Descriptions.Item label="看完视频">
            {s.completedVideos}/{videoCount}
          </Descriptions.Item>
          <Descriptions.Item label="观看时长">{watchText(s.watchS)}</Descriptions.Item>
          <Descriptions.Item label="最近学习">{schoolTime(s.lastWatchedAt)}</Descriptions.Item>
        </Descriptions>
      )}
      {detail.isPending ? (
        <Skeleton active />
      ) : (
        <Table<TCourseStudentVideo>
          aria-label="各节学习情况"
          rowKey="videoId"
          size="small"
          columns={columns}
          dataSource={detail.data?.videos ?? []}
          pagination={false}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="这门网课还没有视频" /> }}
        />
      )}
    </Drawer>
  );
}
