import { useMemo } from 'react';
import { Alert, App, Button, Card, Form, Image, Input, InputNumber, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { LeftOutlined, RightOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { type TWriteSubmissionDetail } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import '../write.css';
import { useObjectUrl } from '../../../lib/authed-blob';
import { useIdParam } from '../../../lib/id-param';
import { useSubmissionPhoto } from '../api/submission-photo';
import { useScoreSubmission, useWriteSubmission } from '../api/submission';
import { useWriteSubmissions } from '../api/submissions';
import { EssayText } from '../components/essay-text';
import { FeedbackPanel } from '../components/feedback-panel';
import { TaskPrompt } from '../components/task-prompt';
import { KIND_COLORS, schoolTime, score } from '../lib/format';
import { essayPath } from './details-write';

export const COMMENT_MAX = 500;

/** Why a teacher's score cannot be saved, or null: given, 0 to the full score, in half points. */
export function scoreProblem(v: number | null | undefined, fullScore: number): string | null {
  if (v == null) return '请填写分数';
  if (v < 0) return '分数不能小于0';
  if (v > fullScore) return `分数不能超过满分${fullScore}分`;
  if (Math.round(v * 2) !== v * 2) return '分数须为0.5分的整数倍';
  return null;
}

type ScoreFields = { score: number | null; comment: string };

/** The teacher's score (half points, default the suggestion) and comment, with 确认评分. */
function ScoreForm({ s }: { s: TWriteSubmissionDetail }) {
  const { message } = App.useApp();
  const save = useScoreSubmission();
  const full = s.task.fullScore;
  const scored = s.teacherScore != null;
  return (
    <Form<ScoreFields>
      layout="vertical"
      className="write-score-form"
      initialValues={{ score: s.teacherScore ?? s.suggestedScore, comment: s.teacherComment }}
      onFinish={(v) =>
        // The saved score changes this form's key (it remounts with the saved values), and a remounted
        // component's mutate callbacks never run: the notice hangs on the promise instead.
        save.mutateAsync({ submissionId: s.submissionId, body: { score: v.score ?? 0, comment: v.comment.trim() } }).then(
          () => void message.success('评分已保存'),
          () => undefined,
        )
      }
    >
      <Form.Item
        name="score"
        label={`教师评分（满分${full}分，0.5分为单位）`}
        required
        rules={[
          {
            validator: async (_r: unknown, v: number | null) => {
              const problem = scoreProblem(v, full);
              if (problem) throw new Error(problem);
            },
          },
        ]}
        extra={s.suggestedScore != null ? `智能批改建议 ${score(s.suggestedScore)} 分，仅供参考` : undefined}
      >
        <InputNumber aria-label="教师评分" min={0} step={0.5} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="comment" label="评语（学生可见）">
        <Input.TextArea aria-label="评语" rows={3} maxLength={COMMENT_MAX} showCount placeholder="写给学生的评语，例如内容要点、结构和需要改进的地方" />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          确认评分
        </Button>
        {scored && (
          <Typography.Text type="secondary">
            {`已于 ${schoolTime(s.scoredAt)} 评分 ${score(s.teacherScore)} 分；评分后学生不能再修改作文。`}
          </Typography.Text>
        )}
        {!scored && <Typography.Text type="secondary">评分后学生可以看到分数和评语，且不能再修改作文。</Typography.Text>}
      </Space>
    </Form>
  );
}

/** /write/aiwrite?submissionId=[&clazzId=]: one essay with its 智能批改 marked in the text, and the teacher's score. */
export default function WriteAiPage() {
  const navigate = useNavigate();
  const submissionId = useIdParam('submissionId');
  const clazzId = useIdParam('clazzId');
  const detail = useWriteSubmission(submissionId);
  const s = detail.data;
  // 上一篇/下一篇: the task's essays (of the class the essay was opened from), in the students' order.
  const list = useWriteSubmissions(s ? s.task.taskId : null, clazzId ?? undefined);
  const ids = useMemo(() => (list.data?.students ?? []).flatMap((r) => (r.submissionId != null ? [r.submissionId] : [])), [list.data]);
  const back = <Button onClick={() => navigate(paths.writeList)}>返回写作任务</Button>;
  if (submissionId == null) return <Result status="warning" title="没有指定作文" extra={back} />;
  if (detail.isError) return <Result status="warning" title="作文无法打开" subTitle={detail.error.message} extra={back} />;
  if (!s) return <Card size="small"><Skeleton active /></Card>;
  const at = ids.indexOf(s.submissionId);
  const prev = at > 0 ? ids[at - 1] : undefined;
  const next = at >= 0 && at + 1 < ids.length ? ids[at + 1] : undefined;
  const go = (id: number | undefined) => id != null && navigate(essayPath(id, clazzId));
  const toList = () => navigate(`${paths.writeDetails}?taskId=${s.task.taskId}${clazzId != null ? `&clazzId=${clazzId}` : ''}`);
  return (
    <>
      <Card size="small" className="vocab-card write-ai-head">
        <div className="vocab-head">
          <div>
            <h2>
              {s.studentName} <span className="write-ai-who">{s.clazzName} · {s.studentNum}</span>{' '}
              {s.teacherScore != null ? <Tag color="green">已批改</Tag> : <Tag color="orange">待批改</Tag>}
            </h2>
            <div className="vocab-muted">
              {s.task.title} <Tag color={KIND_COLORS[s.task.kind]}>{s.task.kindName}</Tag> 提交于 {schoolTime(s.submittedAt)}
            </div>
          </div>
          <Space className="vocab-head-actions">
            <Button icon={<UnorderedListOutlined />} onClick={toList}>
              作文列表
            </Button>
            <Button icon={<LeftOutlined />} disabled={prev == null} onClick={() => go(prev)}>
              上一篇
            </Button>
            <span className="vocab-muted write-ai-pos">{at >= 0 ? `${at + 1}/${ids.length}` : ''}</span>
            <Button disabled={next == null} onClick={() => go(next)}>
              下一篇 <RightOutlined />
            </Button>
          </Space>
        </div>
      </Card>
      <div className="write-ai">
        <div className="write-ai-main">
          {/* The typed essay first when there is one (智能批改 marks it); a photo alone leads. */}
          {(s.text.trim() || !s.photoUrl) && (
            <Card size="small" className="vocab-card" title="作文" extra={<IssueLegend />}>
              {s.text.trim() ? <EssayText text={s.text} issues={s.feedback?.issues ?? []} /> : <Typography.Text type="secondary">（没有文字）</Typography.Text>}
            </Card>
          )}
          {s.photoUrl && <EssayPhoto key={s.submissionId} photoUrl={s.photoUrl} submittedAt={s.submittedAt} />}
          <Card size="small" className="vocab-card" title="教师评分">
            <ScoreForm key={`${s.submissionId}-${s.scoredAt ?? ''}`} s={s} />
          </Card>
          <Card size="small" className="vocab-card write-ai-prompt">
            <details>
              <summary>题目要求</summary>
              <TaskPrompt prompt={s.task.prompt} isHtml={s.task.promptIsHtml} />
            </details>
          </Card>
        </div>
        <Card size="small" className="vocab-card write-ai-side" title="智能批改（仅供参考）">
          {!s.text.trim() && s.photoUrl ? (
            <Alert type="info" showIcon title="这篇作文只上传了照片" description="智能批改只适用于学生录入的文字，没有建议分。请阅读照片中的作文后评分。" />
          ) : (
            <FeedbackPanel feedback={s.feedback} />
          )}
        </Card>
      </div>
    </>
  );
}

/** The student's photo of a handwritten essay (fetched with the teacher's token), tapped to zoom. */
function EssayPhoto({ photoUrl, submittedAt }: { photoUrl: string; submittedAt: string }) {
  const photo = useSubmissionPhoto(photoUrl, submittedAt);
  const src = useObjectUrl(photo.data);
  return (
    <Card size="small" className="vocab-card write-ai-photo" title="学生上传的照片" extra={<span className="vocab-muted">点击照片可放大、旋转</span>}>
      {src ? (
        <Image src={src} alt="学生上传的作文照片" styles={{ image: { display: 'block', maxWidth: '100%', maxHeight: 560, width: 'auto', height: 'auto' } }} />
      ) : photo.isError ? (
        <Typography.Text type="danger">{photo.error.message}</Typography.Text>
      ) : (
        <Skeleton.Image active />
      )}
    </Card>
  );
}

function IssueLegend() {
  return (
    <Space size={12} className="write-legend" aria-label="标记说明">
      <span>
        <mark className="write-mark-spelling">拼写</mark>
      </span>
      <span>
        <mark className="write-mark-grammar">重复词/冠词</mark>
      </span>
      <span>
        <mark className="write-mark-readability">长难句</mark>
      </span>
      <span className="vocab-muted">鼠标移到标记上查看说明</span>
    </Space>
  );
}
