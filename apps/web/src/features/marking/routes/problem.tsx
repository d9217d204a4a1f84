import { useState } from 'react';
import { App, Button, Card, Empty, Modal, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { groupInfoQuery } from '../api/group-info';
import { problemsQuery } from '../api/problems';
import { useRejectProblem } from '../api/reject-problem';
import { useResolveProblem, type TProblemAction } from '../api/resolve-problem';
import { tasksQuery } from '../api/tasks';
import { MARKING_PAGE_SIZE, type TMarkingGroupInfo, type TMarkingProblem } from '../api/types';
import { AnswerThumb } from '../components/answer-thumb';
import { AnswerViewer } from '../components/answer-viewer';
import { ScoreBoard } from '../components/score-board';
import { fmtScore, fmtTime, positiveInt } from '../lib/format';

const STATUS_OPTIONS = [
  { value: 0, label: '待处理' },
  { value: 1, label: '已处理' },
  { value: 2, label: '已驳回' },
  { value: -1, label: '全部' },
];
const STATUS_COLOR: Record<number, string> = { 0: 'warning', 1: 'success', 2: 'default' };
const RESOLUTION_TEXT: Record<string, string> = { score: '给分', zero: '零分', remark: '重评', pool: '退回' };

const CONFIRM: Record<Exclude<TProblemAction, 'score'>, { title: string; content: string; ok: string }> = {
  zero: { title: '按零分处理', content: '该答卷将直接定为0分，不再评阅。', ok: '给零分' },
  remark: { title: '重新评阅', content: '将清除该答卷已有的全部评分，答卷回到答卷池重新评阅。', ok: '重评' },
  pool: { title: '退回答卷池', content: '报告人的这份答卷退回答卷池，由阅卷老师继续正常评阅，已有评分保留。', ok: '退回' },
};

/** /marking/problem and /marking/problemv2 (?examId= or ?groupId=): problem papers of a group, resolved by the exam's managers. */
export default function ProblemPage() {
  const [search, setSearch] = useSearchParams();
  const examId = positiveInt(search.get('examId'));
  const tasks = useQuery(tasksQuery(false));
  // Only the groups whose problem papers the teacher may see (the exam's managers; every marker
  // when problems are open to markers): another group would only be refused by the server.
  const groups = (tasks.data ?? [])
    .filter((t) => t.showProblems && (examId == null || t.examId === examId))
    .flatMap((t) => t.groups.map((g) => ({ ...g, label: `${t.examName} · ${t.subjectName} · ${g.name}` })));
  const fallback = groups.find((g) => g.counters.problemPending > 0) ?? groups[0];
  const urlGroupId = positiveInt(search.get('groupId'));
  const groupId = (groups.find((g) => g.groupId === urlGroupId) ?? fallback)?.groupId ?? null;
  const [status, setStatus] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  const info = useQuery(groupInfoQuery(groupId));
  const page = useQuery(problemsQuery(groupId, status < 0 ? null : status, pageNo));
  const [scoring, setScoring] = useState<TMarkingProblem | null>(null);
  const resolve = useResolveProblem();
  const reject = useRejectProblem();
  const { message, modal } = App.useApp();
  const canResolve = info.data?.isManager ?? false;

  const choose = (id: number) => {
    const next = new URLSearchParams();
    if (examId) next.set('examId', String(examId));
    next.set('groupId', String(id));
    setSearch(next, { replace: true });
    setPageNo(1);
  };

  const confirm = (p: TMarkingProblem, action: Exclude<TProblemAction, 'score'>) =>
    modal.confirm({
      title: `${CONFIRM[action].title}（试卷号 ${p.paperNo}）`,
      content: CONFIRM[action].content,
      okText: CONFIRM[action].ok,
      okButtonProps: { danger: action !== 'pool' },
      cancelText: '取消',
      onOk: () => resolve.mutateAsync({ problemId: p.problemId, action }).then(() => void message.success('问题卷已处理'), () => undefined),
    });

  const rejectOne = (p: TMarkingProblem) =>
    modal.confirm({
      title: `驳回问题卷（试卷号 ${p.paperNo}）`,
      content: '驳回后该答卷不算问题卷，回到答卷池按正常答卷评阅。',
      okText: '驳回',
      cancelText: '取消',
      onOk: () => reject.mutateAsync(p.problemId).then(() => void message.success('已驳回，答卷回到正常评阅'), () => undefined),
    });

  return (
    <Card size="small" title="问题卷">
      <div className="mk-switch">
        <Space>
          <span className="mk-muted">题组</span>
          <Select
            aria-label="选择题组"
            style={{ width: 380 }}
            loading={tasks.isPending}
            placeholder="请选择题组"
            value={groupId ?? undefined}
            onChange={choose}
            options={groups.map((g) => ({ value: g.groupId, label: `${g.label}${g.counters.problemPending ? `（待处理 ${g.counters.problemPending}）` : ''}` }))}
            notFoundContent="暂无题组"
          />
        </Space>
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPageNo(1);
          }}
          options={STATUS_OPTIONS}
        />
      </div>
      {groupId == null ? (
        <Empty description="暂无可查看问题卷的题组" />
      ) : (
        <Table<TMarkingProblem>
          size="small"
          rowKey="problemId"
          aria-label="问题卷列表"
          loading={page.isFetching}
          dataSource={page.isError ? [] : (page.data?.list ?? [])}
          locale={{ emptyText: page.isError ? page.error.message : status === 0 ? '暂无待处理的问题卷' : '暂无问题卷' }}
          columns={[
            { title: '答卷', width: 150, render: (_v, p) => <AnswerThumb imageUrl={p.imageUrl} paperNo={p.paperNo} width={130} height={70} /> },
            {
              title: '试卷号 / 学生',
              width: 130,
              render: (_v, p) => (
                <div>
                  <div>{p.paperNo}</div>
                  <div className="mk-muted">
                    {p.clazzName} {p.studentName}
                  </div>
                </div>
              ),
            },
            { title: '问题类型', dataIndex: 'typeText', width: 96, render: (v: string) => <Tag color="volcano">{v}</Tag> },
            { title: '说明', dataIndex: 'note', render: (v: string) => v || <span className="mk-muted">无</span> },
            { title: '报告人', dataIndex: 'reporterName', width: 80 },
            { title: '报告时间', dataIndex: 'createdAt', width: 100, render: fmtTime },
            {
              title: '状态',
              width: 130,
              render: (_v, p) => (
                <Space size={4}>
                  <Tag color={STATUS_COLOR[p.status]}>{p.statusText}</Tag>
                  {p.resolution && <span className="mk-muted">{RESOLUTION_TEXT[p.resolution] ?? p.resolution}</span>}
                  {p.finalScore != null && p.status === 1 && <b>{fmtScore(p.finalScore)}分</b>}
                </Space>
              ),
            },
            {
              title: '处理',
              width: 250,
              render: (_v, p) =>
                p.status !== 0 ? null : canResolve ? (
                  <Space size={0} wrap>
                    <Button size="small" type="link" onClick={() => setScoring(p)}>
                      给分
                    </Button>
                    <Button size="small" type="link" onClick={() => confirm(p, 'zero')}>
                      零分
                    </Button>
                    <Button size="small" type="link" onClick={() => confirm(p, 'remark')}>
                      重评
                    </Button>
                    <Button size="small" type="link" onClick={() => confirm(p, 'pool')}>
                      退回
                    </Button>
                    <Button size="small" type="link" danger onClick={() => rejectOne(p)}>
                      驳回
                    </Button>
                  </Space>
                ) : (
                  <span className="mk-muted">等待负责人处理</span>
                ),
            },
          ]}
          pagination={{ current: pageNo, pageSize: MARKING_PAGE_SIZE, total: page.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false, showTotal: (t) => `共 ${t} 份` }}
        />
      )}
      {info.data && <ScoreModal problem={scoring} group={info.data} onClose={() => setScoring(null)} />}
    </Card>
  );
}

/** 给分: the manager looks at the answer and gives its scores with the same board as the markers. */
function ScoreModal({ problem, group, onClose }: { problem: TMarkingProblem | null; group: TMarkingGroupInfo; onClose: () => void }) {
  const { message } = App.useApp();
  const resolve = useResolveProblem();
  return (
    <Modal open={problem != null} onCancel={onClose} footer={null} width={1100} title={problem ? `问题卷给分：试卷号 ${problem.paperNo}（${problem.typeText}）` : ''} destroyOnHidden>
      {problem && (
        <div className="mk-score-modal">
          <div className="mk-score-modal-image">
            <AnswerViewer answerId={problem.answerId} imageUrl={problem.imageUrl} paperNo={problem.paperNo} canRotate={false} />
          </div>
          <div className="mk-score-modal-side">
            {problem.note && <Typography.Paragraph type="secondary">报告说明：{problem.note}</Typography.Paragraph>}
            <ScoreBoard
              questions={group.questions}
              step={group.scoreStep}
              resetKey={problem.problemId}
              submitText="确定给分"
              submitting={resolve.isPending}
              onSubmit={(scores) =>
                resolve.mutate(
                  { problemId: problem.problemId, action: 'score', scores },
                  {
                    onSuccess: () => {
                      message.success('已给分，问题卷已处理');
                      onClose();
                    },
                  },
                )
              }
            />
          </div>
        </div>
      )}
    </Modal>
  );
}
