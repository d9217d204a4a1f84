import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Progress, Result, Row, Select, Skeleton, Statistic, Table, theme, Typography } from 'antd';
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import type { TCourseStat, TCourseStatClazz, TCourseStatStudent } from '@app/contract';
import type { EChartOption } from '../../../components/echart';
import { SafeChart } from '../../../components/safe-chart';
import { useSingleDownload } from '../../../lib/single-download';
import { schoolTime } from '../../../lib/school-time';
import { downloadCourseStat, useCourseStat } from '../api/stat';
import { clockText, percentText, watchText } from '../format';
import { StudentDrawer } from './student-drawer';

const STUDENT_PAGE_SIZE = 20;

const byText = (a: string, b: string) => a.localeCompare(b, 'zh-CN', { numeric: true });
/** Instants sort oldest first; never (null) before any. */
const byTime = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

function chartOption(clazzes: readonly TCourseStatClazz[], color: string): EChartOption {
  return {
    aria: { enabled: true, label: { description: '各班平均完成度柱状图' } },
    color: [color],
    grid: { left: 48, right: 24, top: 32, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (v) => (v == null ? '-' : `${String(v)}%`) },
    xAxis: { type: 'category', data: clazzes.map((c) => c.clazzName) },
    yAxis: { type: 'value', name: '%', min: 0, max: 100 },
    series: [{ name: '平均完成度', type: 'bar', barMaxWidth: 40, data: clazzes.map((c) => c.avgCompletion), label: { show: true, position: 'top', formatter: '{c}%' } }],
  };
}

/** A course's statistics: summary, each class, a chart of the classes' completion, each student (with their chapters in a drawer), Excel. */
export function CourseStat({ courseId }: { courseId: number }) {
  const stat = useCourseStat(courseId);
  if (stat.isError) return <Result status="warning" title="学习统计无法打开" subTitle={stat.error.message} />;
  if (!stat.data)
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );
  return <StatBody data={stat.data} />;
}

function StatBody({ data }: { data: TCourseStat }) {
  const [clazzId, setClazzId] = useState<number | undefined>();
  const [viewing, setViewing] = useState<TCourseStatStudent | null>(null);
  const download = useSingleDownload();
  const { token } = theme.useToken();
  const option = useMemo(() => chartOption(data.clazzes, token.colorPrimary), [data.clazzes, token.colorPrimary]);
  const sum = (k: 'studentCount' | 'startedCount' | 'completedCount') => data.clazzes.reduce((n, c) => n + c[k], 0);
  const started = sum('startedCount');
  const students = data.students.filter((s) => clazzId == null || s.clazzId === clazzId);

  const clazzColumns = [
    { title: '班级', dataIndex: 'clazzName', width: 110 },
    { title: '学生数', dataIndex: 'studentCount', width: 72, align: 'right' as const },
    { title: '已学习', dataIndex: 'startedCount', width: 72, align: 'right' as const },
    { title: '已看完', dataIndex: 'completedCount', width: 72, align: 'right' as const },
    { title: '平均完成度', key: 'avg', width: 170, render: (_: unknown, c: TCourseStatClazz) => <Progress percent={c.avgCompletion} size="small" aria-label={`${c.clazzName}平均完成度`} format={(p) => percentText(p ?? 0)} /> },
    { title: '总观看时长', key: 'watch', width: 104, align: 'right' as const, render: (_: unknown, c: TCourseStatClazz) => watchText(c.totalWatchS) },
  ];
  const studentColumns = [
    { title: '学号', dataIndex: 'studentNo', width: 120, sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => byText(a.studentNo, b.studentNo) },
    {
      title: '姓名',
      dataIndex: 'studentName',
      width: 100,
      sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => byText(a.studentName, b.studentName),
      render: (v: string, s: TCourseStatStudent) => <Typography.Link onClick={() => setViewing(s)}>{v}</Typography.Link>,
    },
    { title: '班级', dataIndex: 'clazzName', width: 110, sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => byText(a.clazzName, b.clazzName) },
    {
      title: '完成度',
      key: 'completion',
      width: 180,
      sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => a.completion - b.completion,
      render: (_: unknown, s: TCourseStatStudent) => <Progress percent={s.completion} size="small" aria-label={`${s.studentName}完成度`} format={(p) => percentText(p ?? 0)} />,
    },
    {
      title: '看完视频数',
      key: 'completedVideos',
      width: 110,
      align: 'right' as const,
      sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => a.completedVideos - b.completedVideos,
      render: (_: unknown, s: TCourseStatStudent) => `${s.completedVideos}/${data.videoCount}`,
    },
    { title: '观看时长', key: 'watchS', width: 110, align: 'right' as const, sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => a.watchS - b.watchS, render: (_: unknown, s: TCourseStatStudent) => watchText(s.watchS) },
    { title: '首次学习', key: 'first', width: 140, sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => byTime(a.firstWatchedAt, b.firstWatchedAt), render: (_: unknown, s: TCourseStatStudent) => schoolTime(s.firstWatchedAt) },
    { title: '最近学习', key: 'last', width: 140, sorter: (a: TCourseStatStudent, b: TCourseStatStudent) => byTime(a.lastWatchedAt, b.lastWatchedAt), render: (_: unknown, s: TCourseStatStudent) => schoolTime(s.lastWatchedAt) },
  ];

  return (
    <>
      <Card size="small" className="course-card">
        <div className="course-stat-cards" aria-label="学习概况" role="group">
          <Statistic title="视频数" value={data.videoCount} />
          <Statistic title="总时长" value={clockText(data.durationS)} />
          <Statistic title="发布班级" value={data.clazzes.length} />
          <Statistic title="已学习人数" value={started} suffix={`/ ${sum('studentCount')}`} />
          <Statistic title="看完人数" value={sum('completedCount')} />
        </div>
      </Card>
      <Row gutter={16}>
        <Col xs={24} xl={13}>
          <Card size="small" className="course-card" title="各班学习情况">
            <Table<TCourseStatClazz> aria-label="各班学习情况" rowKey="clazzId" size="middle" columns={clazzColumns} dataSource={data.clazzes} pagination={false} scroll={{ x: 600 }} />
          </Card>
        </Col>
        <Col xs={24} xl={11}>
          <Card size="small" className="course-card" title="各班平均完成度">
            {started > 0 ? <SafeChart failedClassName="course-chart-failed" option={option} height={240} ariaLabel="各班平均完成度柱状图" /> : <Empty className="course-chart-empty" description="还没有学生学习" />}
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        className="course-card"
        title="学生学习情况"
        extra={
          <div className="course-stat-tools">
            <Select<number>
              aria-label="班级"
              placeholder="全部班级"
              allowClear
              value={clazzId}
              options={data.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))}
              onChange={(v) => setClazzId(v ?? undefined)}
              style={{ width: 140 }}
            />
            <Button icon={download.pending ? <LoadingOutlined /> : <DownloadOutlined />} onClick={() => void download.run('excel', () => downloadCourseStat(data.courseId, data.courseName, clazzId))}>
              导出Excel
            </Button>
          </div>
        }
      >
        <Table<TCourseStatStudent>
          aria-label="学生学习情况"
          rowKey="studentId"
          size="middle"
          columns={studentColumns}
          dataSource={students}
          scroll={{ x: 'max-content' }}
          onRow={(s) => ({ onClick: () => setViewing(s), className: 'course-student-row' })}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有学生学习" /> }}
          pagination={{ pageSize: STUDENT_PAGE_SIZE, showSizeChanger: false, hideOnSinglePage: true, showTotal: (t) => `共 ${t} 名学生` }}
        />
        {started === 0 && students.length > 0 && <Typography.Paragraph type="secondary" className="course-stat-hint">还没有学生学习：学生在学生端观看后，这里显示每人的完成度和观看时长。</Typography.Paragraph>}
      </Card>
      <StudentDrawer courseId={data.courseId} student={viewing} videoCount={data.videoCount} onClose={() => setViewing(null)} />
    </>
  );
}
