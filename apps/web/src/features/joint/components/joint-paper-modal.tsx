import { useQuery } from '@tanstack/react-query';
import { JOINT_STATUS, type TJointDetail, type TJointPaper } from '@app/contract';
import { PaperStructureModal, type PaperLock } from '../academic-parts';
import { jointPaperQuery, useSaveJointPaper } from '../api/paper';

type Subject = TJointDetail['subjects'][number];

const NO_QUESTIONS: TJointPaper['questions'] = [];

/** Why the viewer cannot change the subject's paper, or null when they can. */
function lockOf(joint: TJointDetail, paper: TJointPaper | undefined): PaperLock | null {
  if (!joint.rights.organise) return { type: 'info', text: '试卷结构由发起学校的校长设置，各校共用' };
  if (joint.status === JOINT_STATUS.RELEASED) return { type: 'warning', text: '联考报告已发布，重新收集成绩后才能修改试卷结构' };
  if (paper?.locked) return { type: 'warning', text: '已有学校导入该学科的成绩，试卷结构不能再修改' };
  return null;
}

/**
 * 试卷结构 of a joint exam's subject, the paper every school sits (copied into each school's exam):
 * the exam group's paper editor over GET/PUT /joint/:jointId/paper/:subjectId.
 */
export function JointPaperModal({ joint, subject, onClose }: { joint: TJointDetail; subject: Subject | null; onClose: () => void }) {
  const subjectId = subject?.subjectId ?? null;
  const paper = useQuery(jointPaperQuery(joint.jointId, subjectId));
  const save = useSaveJointPaper(joint.jointId, subjectId);
  return (
    <PaperStructureModal
      open={subject != null}
      title={subject ? `试卷结构 · ${joint.name} · ${subject.subjectName}` : ''}
      paperKey={subjectId}
      questions={paper.isPending ? undefined : (paper.data?.questions ?? NO_QUESTIONS)}
      subjectId={subjectId}
      lock={lockOf(joint, paper.data)}
      saving={save.isPending}
      onSave={(body) => save.mutateAsync(body)}
      onClose={onClose}
    />
  );
}
