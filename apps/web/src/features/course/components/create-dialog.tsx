import { App, Form, Modal } from 'antd';
import { useNavigate } from 'react-router';
import type { TGrade, TSubject } from '@app/contract';
import { paths } from '../../../app/paths';
import { useCreateCourse } from '../api/create-course';
import { CourseFields, type CourseValues } from './course-fields';

type Props = { open: boolean; onClose: () => void; subjects: readonly TSubject[]; grades: readonly TGrade[]; defaultSubjectId: number | null };

/** 新建网课: name, subject, grade and description; then the course's edit page, to upload its videos. */
export function CreateDialog({ open, onClose, subjects, grades, defaultSubjectId }: Props) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<CourseValues>();
  const create = useCreateCourse();
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    await create.mutateAsync({ courseName: v.courseName.trim(), subjectId: v.subjectId, gradeId: v.gradeId, description: v.description?.trim() ?? '' }).then(
      (course) => {
        void message.success('网课已创建，请上传视频');
        onClose();
        navigate(`${paths.courseEdit}?courseId=${course.courseId}`);
      },
      () => undefined,
    );
  };
  return (
    <Modal title="新建网课" open={open} onCancel={onClose} onOk={() => void submit()} okText="创建" cancelText="取消" confirmLoading={create.isPending} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ subjectId: defaultSubjectId ?? subjects[0]?.subjectId }}>
        <CourseFields subjects={subjects} grades={grades} />
      </Form>
    </Modal>
  );
}
