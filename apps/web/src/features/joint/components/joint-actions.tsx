import { App, Button, Tooltip } from 'antd';
import { useNavigate } from 'react-router';
import { JOINT_SCHOOL_STATUS, JOINT_STATUS, type TJointDetail } from '@app/contract';
import { paths } from '../../../app/paths';
import { useReleaseJoint, useReopenJoint } from '../api/release';
import { useRemoveJoint } from '../api/remove-joint';
import { reportHref } from '../lib/links';
import { RespondButtons } from './respond-buttons';

type School = TJointDetail['schools'][number];

/** Why a school would be left out of the reports if they were released now, or null when it is in. */
export function leftOutReason(s: School, subjects: TJointDetail['subjects']): string | null {
  if (s.status === JOINT_SCHOOL_STATUS.INVITED) return '尚未答复邀请';
  if (s.status === JOINT_SCHOOL_STATUS.DECLINED) return '已谢绝';
  const missing = subjects.filter((x) => !s.subjects.some((c) => c.subjectId === x.subjectId && c.withScores > 0));
  return missing.length ? `未导入${missing.map((x) => x.subjectName).join('、')}成绩` : null;
}

/**
 * The joint exam's actions in its header, as the viewer's rights allow: 参加/谢绝 (an invited
 * master), 查看报告, and for the organiser 编辑, 发布报告 / 重新收集 and 删除, each confirmed first.
 */
export function JointActions({ joint, onEdit }: { joint: TJointDetail; onEdit: () => void }) {
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const release = useReleaseJoint(joint.jointId);
  const reopen = useReopenJoint(joint.jointId);
  const remove = useRemoveJoint(joint.jointId);
  const open = joint.status === JOINT_STATUS.OPEN;
  const organise = joint.rights.organise;
  const unsetPapers = joint.subjects.filter((s) => s.questionCount === 0);
  const scored = joint.schools.some((s) => s.subjects.some((x) => x.withScores > 0 || x.absent > 0));

  const onRelease = () => {
    const left = joint.schools.map((s) => ({ s, why: leftOutReason(s, joint.subjects) })).filter((x) => x.why != null);
    modal.confirm({
      title: '发布联考报告',
      width: 520,
      content: (
        <>
          <p>发布后，纳入报告的学校可以查看联考报告。每个学科都导入了成绩的学校纳入报告；没有成绩的学校不纳入。</p>
          {left.length > 0 && (
            <>
              <p>按目前的成绩，以下学校不会纳入报告：</p>
              <ul className="joint-release-left" aria-label="不纳入报告的学校">
                {left.map(({ s, why }) => (
                  <li key={s.schoolKey}>
                    {s.schoolName}：{why}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>发布后如需补充或修改成绩，可以“重新收集”后再次发布。</p>
        </>
      ),
      okText: '发布',
      cancelText: '取消',
      onOk: () =>
        release.mutateAsync().then(
          (r) =>
            void modal.success({
              title: '联考报告已发布',
              content: (
                <>
                  <p>{r.included}所学校纳入联考报告。</p>
                  {r.left.length > 0 && <p>未纳入报告的学校：{r.left.join('、')}</p>}
                </>
              ),
              okText: '知道了',
            }),
          () => undefined,
        ),
    });
  };

  const onReopen = () =>
    modal.confirm({
      title: '重新收集成绩',
      content: '重新收集后联考报告暂停查看，各校可以继续导入或修改成绩；完成后请再次发布报告。',
      okText: '重新收集',
      cancelText: '取消',
      onOk: () =>
        reopen.mutateAsync().then(
          () => void message.success('已重新收集成绩，联考报告暂停查看'),
          () => undefined,
        ),
    });

  const onDelete = () =>
    modal.confirm({
      title: '删除联考',
      content: '删除后联考和各校的联考考试一并删除，不能恢复。确定删除吗？',
      okText: '删除',
      cancelText: '取消',
      okButtonProps: { danger: true },
      onOk: () =>
        remove.mutateAsync().then(
          () => {
            void message.success('联考已删除');
            navigate(paths.jointList);
          },
          () => undefined,
        ),
    });

  return (
    <div className="joint-actions">
      {joint.rights.respond && joint.myStatus === JOINT_SCHOOL_STATUS.INVITED && <RespondButtons joint={joint} />}
      {joint.rights.report && (
        <Button type="primary" onClick={() => navigate(reportHref(joint.jointId))}>
          查看报告
        </Button>
      )}
      {organise && open && (
        <Tooltip title={unsetPapers.length ? `${unsetPapers.map((s) => s.subjectName).join('、')}还没有设置试卷结构` : undefined}>
          <Button type="primary" disabled={unsetPapers.length > 0} onClick={onRelease}>
            发布报告
          </Button>
        </Tooltip>
      )}
      {organise && !open && <Button onClick={onReopen}>重新收集</Button>}
      {organise && open && <Button onClick={onEdit}>编辑</Button>}
      {organise && (
        <Tooltip title={scored ? '已有学校导入成绩，不能删除联考' : undefined}>
          <Button danger disabled={scored} onClick={onDelete}>
            删除
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
