import { useEffect } from 'react';
import { App, Button, Card, Form } from 'antd';
import type { TCourseDetail, TGrade, TSubject } from '@app/contract';
import { useEditCourse } from '../api/course';
import { CourseFields, type CourseValues } from './course-fields';

type Props = { course: TCourseDetail; subjects: readonly TSubject[]; grades: readonly TGrade[] };

/** The course's name, subject, grade and description on its edit page, saved with 保存. */
export function CourseFormCard({ course, subjects, grades }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<CourseValues>();
  const edit = useEditCourse(course.courseId);
  useEffect(() => {
    form.setFieldsValue({ courseName: course.courseName, subjectId: course.subjectId, gradeId: course.gradeId, description: course.description });
  }, [course.courseName, course.subjectId, course.gradeId, course.description, form]);
  const save = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await edit.mutateAsync({ courseName: v.courseName.trim(), subjectId: v.subjectId, gradeId: v.gradeId, description: v.description?.trim() ?? '' }).then(
      () => void message.success('已保存'),
      () => undefined,
    );
  };
  return (
    <Card size="small" className="course-card" title="课程信息">
      <Form form={form} layout="vertical" requiredMark={false} className="course-form" aria-label="课程信息">
        <CourseFields wide subjects={subjects} grades={grades} current={{ subjectId: course.subjectId, subjectName: course.subjectName }} />
        <Button type="primary" onClick={() => void save()} loading={edit.isPending}>
          保存
        </Button>
      </Form>
    </Card>
  );
}
