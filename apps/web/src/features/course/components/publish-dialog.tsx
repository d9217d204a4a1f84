import { useState } from 'react';
import { Alert, App, Button, Checkbox, Empty, Modal, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import type { TCourseClazzOption, TCourseDetail } from '@app/contract';
import { useCourse } from '../api/course';
import { useCourseClazzes, usePublishCourse, useUnpublishCourse, useWithdrawClazz } from '../api/publish';

type Props = { courseId: number | null; onClose: () => void };

/** 发布到班级 / 追加班级: the dialog, mounted only while a course is chosen (each opening starts with nothing ticked). */
export function PublishDialog({ courseId, onClose }: Props) {
  return courseId != null ? <PublishDialogBody courseId={courseId} onClose={onClose} /> : null;
}

type ClazzRow = Pick<TCourseClazzOption, 'clazzId' | 'clazzName' | 'gradeName'> & { studentCount: number | null; published: boolean };

/** The teacher's classes by grade, and any class the course is published to that is no longer among them. */
function clazzGroups(options: readonly TCourseClazzOption[], course: TCourseDetail): { gradeName: string; clazzes: ClazzRow[] }[] {
  const published = new Set(course.clazzes.map((c) => c.clazzId));
  const rows: ClazzRow[] = options.map((o) => ({ ...o, published: published.has(o.clazzId) }));
  for (const c of course.clazzes) if (!options.some((o) => o.clazzId === c.clazzId)) rows.push({ clazzId: c.clazzId, clazzName: c.clazzName, gradeName: '其他班级', studentCount: null, published: true });
  const groups = new Map<string, ClazzRow[]>();
  for (const r of rows) groups.set(r.gradeName, [...(groups.get(r.gradeName) ?? []), r]);
  return [...groups].map(([gradeName, clazzes]) => ({ gradeName, clazzes }));
}

function PublishDialogBody({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const course = useCourse(courseId);
  const options = useCourseClazzes(true);
  const publish = usePublishCourse(courseId);
  const withdraw = useWithdrawClazz(courseId);
  const unpublish = useUnpublishCourse(courseId);
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const data = course.data;
  const published = (data?.clazzes.length ?? 0) > 0;
  const title = data ? `${published ? '追加班级' : '发布到班级'}：${data.courseName}` : '发布到班级';
  const failed = (e: unknown) => setError(e instanceof Error && e.message ? e.message : '操作失败，请重试');

  const submit = () => {
    if (!chosen.length) {
      setError('请至少选择一个班级');
      return;
    }
    setError(null);
    void publish.mutateAsync(chosen).then(() => {
      void message.success(`已发布到${chosen.length}个班级`);
      onClose();
    }, failed);
  };
  const withdrawOne = (c: ClazzRow) =>
    withdraw.mutateAsync(c.clazzId).then(() => {
      setError(null);
      void message.success(`已从${c.clazzName}撤回`);
    }, failed);
  const withdrawAll = () =>
    unpublish.mutateAsync().then(() => {
      setError(null);
      void message.success('已从全部班级撤回');
    }, failed);

  const footer = (
    <div className="course-publish-footer">
      <div>
        {published && (
          <Popconfirm title="全部撤回" description="全部撤回后，所有班级的学生都看不到这门网课，已有的学习记录会保留。确定全部撤回吗？" okText="全部撤回" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => withdrawAll()}>
            <Button danger loading={unpublish.isPending}>
              全部撤回
            </Button>
          </Popconfirm>
        )}
      </div>
      <Space>
        <Button onClick={onClose}>取消</Button>
        <Button type="primary" onClick={submit} loading={publish.isPending} disabled={!data || data.videoCount === 0}>
          {published ? '追加' : '发布'}
        </Button>
      </Space>
    </div>
  );

  return (
    <Modal title={title} open onCancel={onClose} footer={footer} width={620}>
      {!data || !options.data ? (
        <Skeleton active />
      ) : (
        <>
          {data.videoCount === 0 && <Alert className="course-publish-note" type="warning" showIcon title="这门网课还没有视频，请先上传视频再发布" />}
          <Typography.Paragraph type="secondary">发布后，所选班级的学生在学生端“网课”中观看；撤回后学生看不到这门网课，已有的学习记录会保留。</Typography.Paragraph>
          {clazzGroups(options.data, data).map((g) => (
            <div key={g.gradeName} className="course-grade-group" role="group" aria-label={g.gradeName}>
              <Typography.Text strong>{g.gradeName}</Typography.Text>
              <div className="course-clazz-list">
                {g.clazzes.map((c) => {
                  const label = c.studentCount == null ? c.clazzName : `${c.clazzName}（${c.studentCount}人）`;
                  return c.published ? (
                    <span key={c.clazzId} className="course-clazz is-published">
                      <Checkbox checked disabled>
                        {label}
                      </Checkbox>
                      <Tag color="green">已发布</Tag>
                      <Popconfirm title="撤回发布" description={`撤回后${c.clazzName}的学生看不到这门网课，已有的学习记录会保留。`} okText="撤回" cancelText="取消" onConfirm={() => withdrawOne(c)}>
                        <Button type="link" size="small" aria-label={`从${c.clazzName}撤回`}>
                          撤回
                        </Button>
                      </Popconfirm>
                    </span>
                  ) : (
                    <span key={c.clazzId} className="course-clazz">
                      <Checkbox checked={chosen.includes(c.clazzId)} onChange={(e) => setChosen((ids) => (e.target.checked ? [...ids, c.clazzId] : ids.filter((id) => id !== c.clazzId)))}>
                        {label}
                      </Checkbox>
                    </span>
                  );
                })}
              </div>
            </div>
          ))}
          {options.data.length === 0 && data.clazzes.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本学期没有可以发布的班级" />}
          {error && <Alert className="course-publish-note" type="error" showIcon title={error} />}
        </>
      )}
    </Modal>
  );
}
