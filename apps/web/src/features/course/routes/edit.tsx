import { useState } from 'react';
import { Button, Card, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined, CloudUploadOutlined, SendOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { COURSE_MAX_VIDEOS } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { useIdParam } from '../../../lib/id-param';
import { useCourse } from '../api/course';
import { ChapterTable } from '../components/chapter-table';
import { CourseFormCard } from '../components/course-form-card';
import { PublishDialog } from '../components/publish-dialog';
import { UploadDialog } from '../components/upload-dialog';
import { clockText } from '../format';

/** /course/edit?courseId= (编辑网课): the course's details, its chapters (upload, order, preview) and publishing. */
export default function CourseEditPage() {
  const navigate = useNavigate();
  const { teacher, grades } = useSession();
  const courseId = useIdParam('courseId');
  const course = useCourse(courseId);
  const [uploading, setUploading] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.courseMy)}>
      返回我的网课
    </Button>
  );
  if (courseId == null) return <Result status="warning" title="没有指定网课" extra={back} />;
  if (course.isError) return <Result status="warning" title="网课无法打开" subTitle={course.error.message} extra={back} />;
  if (!course.data)
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );
  const c = course.data;
  const full = c.videos.length >= COURSE_MAX_VIDEOS;
  const published = c.clazzes.length > 0;
  return (
    <div className="course-edit">
      <div className="course-edit-head">
        <Space size={12} wrap>
          {back}
          <Typography.Title level={4} className="course-edit-title">
            {c.courseName}
          </Typography.Title>
          {published ? <Tag color="green">已发布</Tag> : <Tag>未发布</Tag>}
        </Space>
        <Typography.Text type="secondary">
          {c.videoCount}个视频 · 总时长 {clockText(c.durationS)}
        </Typography.Text>
      </div>
      <CourseFormCard course={c} subjects={teacher.subjects} grades={grades} />
      <Card
        size="small"
        className="course-card"
        title={`章节（${c.videos.length}）`}
        extra={
          <Space>
            <Tooltip title={full ? `一门网课最多${COURSE_MAX_VIDEOS}个视频` : undefined}>
              <Button type="primary" icon={<CloudUploadOutlined />} disabled={full} onClick={() => setUploading(true)}>
                上传视频
              </Button>
            </Tooltip>
            <Tooltip title={c.videos.length === 0 ? '请先上传视频' : undefined}>
              <Button icon={<SendOutlined />} disabled={c.videos.length === 0} onClick={() => setPublishing(true)}>
                {published ? '追加班级' : '发布到班级'}
              </Button>
            </Tooltip>
          </Space>
        }
      >
        {published && (
          <div className="course-published" aria-label="已发布班级">
            <Typography.Text type="secondary">已发布到：</Typography.Text>
            {c.clazzes.map((z) => (
              <Tag key={z.clazzId}>{z.clazzName}</Tag>
            ))}
          </div>
        )}
        <ChapterTable course={c} onUpload={() => setUploading(true)} />
      </Card>
      <UploadDialog courseId={c.courseId} open={uploading} onClose={() => setUploading(false)} />
      <PublishDialog courseId={publishing ? c.courseId : null} onClose={() => setPublishing(false)} />
    </div>
  );
}
