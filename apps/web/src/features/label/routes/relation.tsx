import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Result, Space, Spin, Tag, Tooltip, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { LABEL_STATUS } from '@app/contract';
import { paths } from '../../../app/paths';
import { useCreateFolder, useFinishLabel, useLabelExam, useLabelOptions, useSaveTags, useWithdrawLabel } from '../api/exam';
import { QuestionContent } from '../components/question-content';
import { QuestionList } from '../components/question-list';
import { SimilarPanel } from '../components/similar-panel';
import { TagForm, type TagValues } from '../components/tag-form';
import '../label.css';
import { schoolTime } from '../../../lib/school-time';

/** Whether a key press belongs to a field (typing, a select's own arrows), not to the page. */
function inField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.closest('.ant-select, .ant-select-dropdown, .ant-modal') != null;
}

/** /relation?examId=: tags an exam question by question (knowledge points, methods, difficulty, type, folder). */
export default function RelationPage() {
  const [search] = useSearchParams();
  const raw = search.get('examId');
  const examId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const exam = useLabelExam(examId);
  const options = useLabelOptions(examId);
  const save = useSaveTags(examId ?? 0);
  const finish = useFinishLabel();
  const withdraw = useWithdrawLabel();
  const createFolder = useCreateFolder(examId ?? 0);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const submitRef = useRef<(() => void) | null>(null);

  const questions = useMemo(() => exam.data?.questions ?? [], [exam.data]);
  useEffect(() => {
    if (selectedId == null && questions.length) setSelectedId((questions.find((q) => !q.tagged) ?? questions[0]!).questionId);
  }, [questions, selectedId]);
  const index = questions.findIndex((q) => q.questionId === selectedId);
  const current = index >= 0 ? questions[index]! : null;
  const previous = index > 0 ? questions[index - 1]! : null;
  const move = (step: number) => {
    const next = questions[index + step];
    if (next) setSelectedId(next.questionId);
  };
  const moveRef = useRef(move);
  moveRef.current = move;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
        e.preventDefault();
        submitRef.current?.();
        return;
      }
      if (inField(e.target) || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.key === 'ArrowDown' || e.key === 'j' || e.key === 'J') {
        e.preventDefault();
        moveRef.current(1);
      } else if (e.key === 'ArrowUp' || e.key === 'k' || e.key === 'K') {
        e.preventDefault();
        moveRef.current(-1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (examId == null) return <Result status="warning" title="请从考试标注列表选择要标注的考试" extra={<Button onClick={() => navigate(paths.labelWhole)}>返回考试标注</Button>} />;
  if (exam.isError) return <Result status="warning" title={exam.error.message} extra={<Button onClick={() => navigate(paths.labelWhole)}>返回考试标注</Button>} />;
  if (!exam.data || !options.data) return <Spin style={{ display: 'block', margin: '80px auto' }} />;

  const data = exam.data;
  const finished = data.status === LABEL_STATUS.FINISHED;
  const tagged = questions.filter((q) => q.tagged).length;
  const untagged = questions.filter((q) => !q.tagged).map((q) => q.questionNo);
  const onSave = (v: TagValues, next: boolean) => {
    if (!current) return;
    save.mutate(
      { items: [{ questionId: current.questionId, knowledgePointIds: v.knowledgePointIds, methodIds: v.methodIds, difficulty: v.difficulty!, questionType: v.questionType!, folderId: v.folderId }] },
      {
        onSuccess: () => {
          void message.success(`第${current.questionNo}题已保存`, 1);
          if (next) move(1);
        },
      },
    );
  };

  return (
    <div className="relation-page">
      <div className="relation-head">
        <Space size={12} align="center">
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.labelWhole)}>
            返回
          </Button>
          <h2>{data.examName}</h2>
          <Typography.Text type="secondary">
            {data.gradeName} · {data.subjectName} · {data.examTime}
          </Typography.Text>
          <Tag color={finished ? 'green' : data.status === LABEL_STATUS.WITHDRAWN ? 'default' : 'orange'}>{data.statusName}</Tag>
          <span aria-label="标注进度">
            已标注 {tagged}/{questions.length} 题
          </span>
        </Space>
        {finished ? (
          <Space>
            <Typography.Text type="secondary">
              {data.finishedByName}于{data.finishedAt ? schoolTime(data.finishedAt) : ''}完成标注
            </Typography.Text>
            <Popconfirm title="撤回标注" description="撤回后可以继续修改标注。确定撤回吗？" okText="撤回" cancelText="取消" onConfirm={() => withdraw.mutateAsync(data.examId).then(() => void message.success('已撤回'))}>
              <Button>撤回</Button>
            </Popconfirm>
          </Space>
        ) : (
          <Tooltip title={untagged.length ? `还有${untagged.length}道题未标注完整（需要知识点、难度和题型）：第${untagged.slice(0, 10).join('、')}${untagged.length > 10 ? '…' : ''}题` : undefined}>
            <Popconfirm title="完成标注" description="完成后这场考试移到已完成，知识点报告按当前标注统计。确定完成吗？" okText="完成" cancelText="取消" disabled={untagged.length > 0} onConfirm={() => finish.mutateAsync(data.examId).then(() => void message.success('已完成标注'))}>
              <Button type="primary" disabled={untagged.length > 0}>
                完成标注
              </Button>
            </Popconfirm>
          </Tooltip>
        )}
      </div>
      {finished && <Alert type="success" showIcon message="这场考试已完成标注，撤回后可以修改。" />}
      <div className="relation-body">
        <Card size="small" title={`题目（${questions.length}）`} className="relation-questions">
          <QuestionList questions={questions} selectedId={selectedId} onSelect={setSelectedId} />
        </Card>
        {current && (
          <Card size="small" title={`第${current.questionNo}题 · ${Number(current.fullScore.toFixed(2))}分 · ${current.objective ? '客观题' : '主观题'}`} extra={current.taggedByName ? <Typography.Text type="secondary">最近标注：{current.taggedByName}</Typography.Text> : null}>
            <div className="relation-content">
              <QuestionContent question={current} />
            </div>
            <TagForm
              question={current}
              previous={previous}
              options={options.data}
              disabled={finished}
              saving={save.isPending}
              hasNext={index < questions.length - 1}
              onSave={onSave}
              submitRef={submitRef}
              onCreateFolder={async (name) => (await createFolder.mutateAsync({ subjectId: data.subjectId, name })).folderId}
            />
          </Card>
        )}
        {current && (
          <Card size="small" title="相似题（题库）" className="relation-similar">
            <SimilarPanel examId={data.examId} questionId={current.questionId} kpIds={current.knowledgePoints.map((k) => k.kpId)} />
          </Card>
        )}
      </div>
    </div>
  );
}
