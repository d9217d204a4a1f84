import { useState } from 'react';
import { App, Button, Card, Empty, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { COURSE_PAGE_SIZE, type TCourse } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { schoolTime } from '../../../lib/school-time';
import { useCourses, type CourseStatus } from '../api/courses';
import { useRemoveCourse } from '../api/remove-course';
import { clockText } from '../format';
import { CreateDialog } from './create-dialog';
import { DeleteLink } from '../../../components/delete-link';
import { PublishDialog } from './publish-dialog';
import { VideoPoster } from './video-poster';

const STATUS_OPTIONS: { value: CourseStatus; label: string }[] = [
  { value: 'all', label: '全部状态' },
  { value: 'published', label: '已发布' },
  { value: 'draft', label: '未发布' },
];

/**
 * 我的网课: the teacher's courses, newest first, ten a page; search by name, filters by subject,
 * grade and status; 新建网课, and for each course 编辑, 发布 (追加班级 once published), 统计, 删除.
 */
export function CoursesPage() {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { teacher, grades, subjectId } = useSession();
  const [keyword, setKeyword] = useState('');
  const [name, setName] = useState('');
  const [filterSubject, setFilterSubject] = useState<number | undefined>();
  const [filterGrade, setFilterGrade] = useState<number | undefined>();
  const [status, setStatus] = useState<CourseStatus>('all');
  const [pageNo, setPageNo] = useState(1);
  const [creating, setCreating] = useState(false);
  const [publishing, setPublishing] = useState<number | null>(null);
  const courses = useCourses({ name, subjectId: filterSubject, gradeId: filterGrade, status, pageNo, pageSize: COURSE_PAGE_SIZE });
  const remove = useRemoveCourse();
  const filtered = Boolean(name || filterSubject || filterGrade || status !== 'all');
  const edit = (c: TCourse) => navigate(`${paths.courseEdit}?courseId=${c.courseId}`);
  const filterBy = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPageNo(1);
  };

  const columns = [
    { title: '封面', key: 'cover', width: 104, render: (_: unknown, c: TCourse) => <VideoPoster videoId={c.coverVideoId} alt={`${c.courseName}的封面`} width={80} /> },
    {
      title: '课程名称',
      dataIndex: 'courseName',
      ellipsis: true,
      render: (v: string, c: TCourse) => (
        <Typography.Link onClick={() => edit(c)} title={v}>
          {v}
        </Typography.Link>
      ),
    },
    { title: '学科', dataIndex: 'subjectName', width: 72 },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    { title: '视频数', dataIndex: 'videoCount', width: 72, align: 'right' as const },
    { title: '总时长', key: 'duration', width: 84, align: 'right' as const, render: (_: unknown, c: TCourse) => clockText(c.durationS) },
    {
      title: '状态',
      key: 'status',
      width: 220,
      render: (_: unknown, c: TCourse) =>
        c.published ? (
          <Space size={[0, 4]} wrap>
            <Tag color="green">已发布</Tag>
            {c.clazzes.map((z) => (
              <Tag key={z.clazzId}>{z.clazzName}</Tag>
            ))}
          </Space>
        ) : (
          <Tag>未发布</Tag>
        ),
    },
    { title: '更新时间', key: 'updatedAt', width: 140, render: (_: unknown, c: TCourse) => schoolTime(c.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      width: 240,
      render: (_: unknown, c: TCourse) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => edit(c)}>
            编辑
          </Button>
          <Tooltip title={c.videoCount === 0 ? '请先上传视频' : undefined}>
            <Button type="link" size="small" disabled={c.videoCount === 0} onClick={() => setPublishing(c.courseId)}>
              {c.published ? '追加班级' : '发布'}
            </Button>
          </Tooltip>
          <Tooltip title={c.published ? undefined : '发布后可以查看学习统计'}>
            <Button type="link" size="small" disabled={!c.published} onClick={() => navigate(`${paths.courseStat}?courseId=${c.courseId}`)}>
              统计
            </Button>
          </Tooltip>
          <DeleteLink
            title="删除网课"
            description="删除后视频文件和学习记录将一并删除，确定删除吗？"
            onDelete={() =>
              remove.mutateAsync(c.courseId).then(() => {
                void message.success('网课已删除');
                if (courses.data?.list.length === 1 && pageNo > 1) setPageNo(pageNo - 1);
              })
            }
          />
        </Space>
      ),
    },
  ];

  const empty = filtered ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有符合条件的网课" />
  ) : (
    <Empty description="还没有网课：新建一门网课，上传视频后发布给班级，学生在学生端观看">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
        新建网课
      </Button>
    </Empty>
  );

  return (
    <Card size="small" className="course-card">
      <div className="course-toolbar">
        <Space wrap>
          <Input.Search
            aria-label="搜索课程名称"
            placeholder="搜索课程名称"
            allowClear
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onSearch={(v) => filterBy(setName)(v.trim())}
            style={{ width: 240 }}
          />
          <Select aria-label="学科" placeholder="全部学科" allowClear value={filterSubject} options={teacher.subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }))} onChange={filterBy(setFilterSubject)} style={{ width: 120 }} />
          <Select aria-label="年级" placeholder="全部年级" allowClear value={filterGrade} options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} onChange={filterBy(setFilterGrade)} style={{ width: 120 }} />
          <Select<CourseStatus> aria-label="状态" value={status} options={STATUS_OPTIONS} onChange={filterBy(setStatus)} style={{ width: 120 }} />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          新建网课
        </Button>
      </div>
      <Table<TCourse>
        aria-label="我的网课"
        rowKey="courseId"
        size="middle"
        columns={columns}
        dataSource={courses.data?.list ?? []}
        loading={courses.isFetching}
        locale={{ emptyText: courses.isPending ? ' ' : empty }}
        pagination={{ current: pageNo, pageSize: COURSE_PAGE_SIZE, total: courses.data?.total ?? 0, showSizeChanger: false, showTotal: (t) => `共 ${t} 门`, onChange: setPageNo, hideOnSinglePage: true }}
      />
      <CreateDialog open={creating} onClose={() => setCreating(false)} subjects={teacher.subjects} grades={grades} defaultSubjectId={teacher.subjects.some((s) => s.subjectId === subjectId) ? subjectId : null} />
      <PublishDialog courseId={publishing} onClose={() => setPublishing(null)} />
    </Card>
  );
}
