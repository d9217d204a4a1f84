import { Button, Card, Empty, Result, Select, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useIdParam } from '../../../lib/id-param';
import { useCourses } from '../api/courses';
import { CourseStat } from '../components/course-stat';

/** Published courses offered in the picker: a teacher has a few dozen at most. */
const PICKER_SIZE = 100;

/** /course/stat[?courseId=] (学习统计): one of the teacher's published courses (the first by default) and how its classes watched it. */
export default function CourseStatPage() {
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const wanted = useIdParam('courseId');
  const published = useCourses({ status: 'published', pageNo: 1, pageSize: PICKER_SIZE });
  if (published.isError) return <Result status="warning" title="网课无法打开" subTitle={published.error.message} />;
  if (!published.data)
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );
  const list = published.data.list;
  if (!list.length && wanted == null)
    return (
      <Card size="small" className="course-card">
        <Empty description="还没有发布的网课：把网课发布到班级后，这里显示学生的学习情况">
          <Button type="primary" onClick={() => navigate(paths.courseMy)}>
            去发布网课
          </Button>
        </Empty>
      </Card>
    );
  const courseId = wanted ?? list[0]!.courseId;
  const options = list.map((c) => ({ value: c.courseId, label: `${c.courseName}（${c.gradeName}${c.subjectName}）` }));
  if (!options.some((o) => o.value === courseId)) options.unshift({ value: courseId, label: '（未发布的网课）' });
  return (
    <div className="course-stat">
      <div className="course-toolbar">
        <div className="course-stat-pick">
          <Typography.Text strong>网课</Typography.Text>
          <Select<number>
            aria-label="选择网课"
            showSearch={{ optionFilterProp: 'label' }}
            value={courseId}
            options={options}
            onChange={(id) => setSearch({ courseId: String(id) }, { replace: true })}
            style={{ width: 360 }}
          />
        </div>
      </div>
      <CourseStat key={courseId} courseId={courseId} />
    </div>
  );
}
