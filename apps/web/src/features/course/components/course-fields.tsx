import { Form, Input, Select } from 'antd';
import { COURSE_DESCRIPTION_MAX, COURSE_NAME_MAX, type TGrade, type TSubject } from '@app/contract';

export type CourseValues = { courseName: string; subjectId: number; gradeId: number; description?: string };

type Props = {
  subjects: readonly TSubject[];
  grades: readonly TGrade[];
  /** The course's own subject, offered even if the teacher no longer teaches it. */
  current?: { subjectId: number; subjectName: string };
  /** On a page: name, subject and grade on one line (a dialog stacks them). */
  wide?: boolean;
};

/** A course's name, subject (one of the teacher's, as the server checks), grade and description, for the create dialog and the edit page. */
export function CourseFields({ subjects, grades, current, wide = false }: Props) {
  const subjectOptions = subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }));
  if (current && !subjectOptions.some((o) => o.value === current.subjectId)) subjectOptions.push({ value: current.subjectId, label: current.subjectName });
  return (
    <div className={wide ? 'course-fields is-wide' : 'course-fields'}>
      <Form.Item name="courseName" label="课程名称" rules={[{ required: true, whitespace: true, message: '请填写课程名称' }, { max: COURSE_NAME_MAX, message: `课程名称最多${COURSE_NAME_MAX}个字` }]}>
        <Input placeholder="如：高一数学·集合与函数" maxLength={COURSE_NAME_MAX} />
      </Form.Item>
      <div className="course-fields-pair">
        <Form.Item name="subjectId" label="学科" rules={[{ required: true, message: '请选择学科' }]}>
          <Select options={subjectOptions} placeholder="请选择学科" />
        </Form.Item>
        <Form.Item name="gradeId" label="年级" rules={[{ required: true, message: '请选择年级' }]}>
          <Select options={grades.map((g) => ({ value: g.gradeId, label: g.gradeName }))} placeholder="请选择年级" />
        </Form.Item>
      </div>
      <Form.Item className="course-fields-description" name="description" label="课程简介" rules={[{ max: COURSE_DESCRIPTION_MAX, message: `课程简介最多${COURSE_DESCRIPTION_MAX}个字` }]}>
        <Input.TextArea rows={3} maxLength={COURSE_DESCRIPTION_MAX} showCount placeholder="学生在学生端看到的课程介绍（选填）" />
      </Form.Item>
    </div>
  );
}
