import { useState } from 'react';
import { Button, Card, Empty, Input, Space, Table, Tag, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { COURSE_PAGE_SIZE, type TCourse } from '@app/contract';
import { paths } from '../../../app/paths';
import { schoolTime } from '../../../lib/school-time';
import { useMyCourses } from '../api/my-courses';
import { courseEditHref, courseStatHref } from '../lib/links';

/** A total length for people: 12分30秒, 1小时5分. */
export function durationText(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}秒`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}小时${m}分` : `${m}分${s % 60 ? `${s % 60}秒` : ''}`;
}

/** /paper/personal/course/my (我的网课): the teacher's courses in brief, each opening its edit and statistics pages in 网课. */
export default function MyCoursesPage() {
  const [pageNo, setPageNo] = useState(1);
  const [name, setName] = useState('');
  const courses = useMyCourses({ pageNo, name });
  const columns = [
    {
      title: '课程名称',
      key: 'name',
      render: (_: unknown, c: TCourse) => (
        <div className="pp-name">
          <Link to={courseEditHref(c.courseId)}>{c.courseName}</Link>
          {c.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: c.description }} className="pp-subtle">
              {c.description}
            </Typography.Text>
          )}
        </div>
      ),
    },
    { title: '学科', dataIndex: 'subjectName', width: 70 },
    { title: '年级', dataIndex: 'gradeName', width: 70 },
    { title: '视频', key: 'videos', width: 130, render: (_: unknown, c: TCourse) => (c.videoCount ? `${c.videoCount}个 · ${durationText(c.durationS)}` : <Typography.Text type="secondary">还没有视频</Typography.Text>) },
    {
      title: '发布班级',
      key: 'clazzes',
      width: 200,
      render: (_: unknown, c: TCourse) =>
        c.clazzes.length ? (
          <Typography.Text ellipsis={{ tooltip: c.clazzes.map((x) => x.clazzName).join('、') }} style={{ maxWidth: 190 }}>
            {c.clazzes.map((x) => x.clazzName).join('、')}
          </Typography.Text>
        ) : (
          <Tag>未发布</Tag>
        ),
    },
    { title: '更新时间', key: 'updatedAt', width: 150, render: (_: unknown, c: TCourse) => schoolTime(c.updatedAt) },
    {
      title: '操作',
      key: 'actions',
      width: 110,
      render: (_: unknown, c: TCourse) => (
        <Space size={12}>
          <Link to={courseEditHref(c.courseId)} aria-label={`编辑${c.courseName}`}>
            编辑
          </Link>
          <Link to={courseStatHref(c.courseId)} aria-label={`${c.courseName}的统计`}>
            统计
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <Card title="我的网课" size="small">
      <div className="pp-toolbar">
        <Input.Search
          aria-label="搜索课程名称"
          allowClear
          placeholder="搜索课程名称"
          maxLength={50}
          style={{ width: 240 }}
          onSearch={(v) => {
            setName(v.trim());
            setPageNo(1);
          }}
        />
        {/* A link drawn as a button (a button inside a link is not valid HTML). */}
        <Button type="primary" icon={<PlusOutlined />} href={`#${paths.courseMy}`}>
          新建网课
        </Button>
      </div>
      <Table<TCourse>
        aria-label="我的网课"
        rowKey="courseId"
        size="middle"
        columns={columns}
        dataSource={courses.data?.list ?? []}
        loading={courses.isPending || courses.isPlaceholderData}
        locale={{ emptyText: courses.isPending ? ' ' : <Empty description={name ? `没有名称包含“${name}”的网课` : '还没有网课：点“新建网课”创建第一门课'} /> }}
        pagination={{ current: pageNo, pageSize: COURSE_PAGE_SIZE, total: courses.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 门` }}
      />
    </Card>
  );
}
