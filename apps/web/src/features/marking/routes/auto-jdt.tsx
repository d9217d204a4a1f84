import { useEffect, useState } from 'react';
import { App, Button, Card, Empty, InputNumber, Select, Slider, Space, Table, Tag, Typography } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { autoBlankQuery } from '../api/auto-blank';
import { blankCandidatesQuery } from '../api/blank-candidates';
import { useProposeBlank } from '../api/blank-propose';
import { objectiveGroupsQuery } from '../api/objective-groups';
import type { TAutoBlankRow, TObjectiveGroups } from '../api/types';
import { AnswerThumb } from '../components/answer-thumb';
import { fmtInk, fmtScore } from '../lib/format';
import { round2 } from '../lib/score-rules';
import { Loading } from '../components/loading';

/** /marking/autojdt (空白卷识别): per group, an ink threshold with a live count and previews, proposals to audit; identical objective answers grouped. */
export default function AutoJdtPage() {
  const rows = useQuery(autoBlankQuery());
  const exams = [...new Map((rows.data ?? []).map((r) => [r.examId, `${r.examName} · ${r.subjectName}`])).entries()];
  return (
    <div className="mk-stack">
      <Card size="small" title="空白卷识别">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          系统按答题区域的墨迹占比找出可能的空白答卷。调整阈值可看到会被判为空白的答卷数和样例；生成建议后，在“空白卷审核”中确认（记0分）或驳回。
        </Typography.Paragraph>
        {rows.isPending ? (
          <Loading />
        ) : (rows.data ?? []).length === 0 ? (
          <Empty description="暂无可识别空白卷的题组（需要您负责的考试已导入扫描答卷）" />
        ) : (
          <div className="mk-stack">
            {rows.data!.map((r) => (
              <BlankGroup key={r.groupId} row={r} />
            ))}
          </div>
        )}
      </Card>
      {exams.length > 0 && <ObjectiveGroups exams={exams} />}
    </div>
  );
}

function BlankGroup({ row }: { row: TAutoBlankRow }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const propose = useProposeBlank();
  // Shown in percent (0.4 = 0.4% of the area has ink); the API takes a share.
  const [percent, setPercent] = useState(round2(row.threshold * 100));
  const [applied, setApplied] = useState(percent);
  useEffect(() => {
    const t = setTimeout(() => setApplied(percent), 300);
    return () => clearTimeout(t);
  }, [percent]);
  const threshold = Math.round(applied * 1000) / 100000;
  const candidates = useQuery(blankCandidatesQuery(row.groupId, threshold, 1));

  const run = () =>
    propose.mutate(
      { groupId: row.groupId, threshold },
      {
        onSuccess: (r) => {
          message.success(`已生成 ${r.proposed} 份空白卷建议，请审核`);
          navigate(`${paths.markingAuditList}?groupId=${row.groupId}`);
        },
      },
    );

  return (
    <Card
      size="small"
      type="inner"
      aria-label={`空白卷识别 ${row.groupName}`}
      title={
        <Space size={8}>
          <Typography.Text strong>{row.groupName}</Typography.Text>
          <span className="mk-muted">
            {row.examName} · {row.subjectName} · 答卷 {row.answersTotal} 份
          </span>
        </Space>
      }
      extra={
        <Space size={4}>
          <Tag color="warning">待审核 {row.proposed}</Tag>
          <Tag color="success">已确认 {row.confirmed}</Tag>
          <Tag>已驳回 {row.rejected}</Tag>
          {row.proposed > 0 && (
            <Button size="small" type="link" onClick={() => navigate(`${paths.markingAuditList}?groupId=${row.groupId}`)}>
              去审核
            </Button>
          )}
        </Space>
      }
    >
      <div className="mk-threshold">
        <span className="mk-assign-label">墨迹阈值</span>
        <Slider min={0} max={3} step={0.05} value={Math.min(percent, 3)} onChange={setPercent} style={{ flex: 1, maxWidth: 360 }} tooltip={{ formatter: (v) => `${v}%` }} aria-label={`${row.groupName}墨迹阈值`} />
        <InputNumber min={0} max={20} step={0.05} value={percent} onChange={(v) => setPercent(v ?? 0)} suffix="%" style={{ width: 110 }} aria-label={`${row.groupName}墨迹阈值百分比`} />
        <span>
          低于阈值：
          <b className="mk-blank-count" data-testid={`blank-count-${row.groupId}`}>
            {candidates.data ? candidates.data.total : '…'}
          </b>{' '}
          份
        </span>
        <Button type="primary" icon={<FileSearchOutlined />} loading={propose.isPending} disabled={!candidates.data?.total} onClick={run}>
          生成空白卷建议
        </Button>
      </div>
      {candidates.data && candidates.data.list.length > 0 ? (
        <div className="mk-blank-previews" aria-label={`${row.groupName}空白卷样例`}>
          {candidates.data.list.map((c) => (
            <div key={c.answerId} className="mk-blank-preview">
              <AnswerThumb imageUrl={c.imageUrl} paperNo={c.paperNo} width={150} height={90} />
              <div className="mk-muted">
                {c.paperNo} · {fmtInk(c.inkRatio)}
                {c.blankAudit > 0 && ` · ${c.blankAuditText}`}
              </div>
            </div>
          ))}
        </div>
      ) : candidates.data ? (
        <div className="mk-muted">当前阈值下没有空白答卷</div>
      ) : null}
    </Card>
  );
}

type TObjectiveQuestion = TObjectiveGroups[number];

/** 客观题答案分组: identical answers of each objective question, with the key and the score each got. */
function ObjectiveGroups({ exams }: { exams: [number, string][] }) {
  const [examId, setExamId] = useState<number>(exams[0]![0]);
  const q = useQuery(objectiveGroupsQuery(examId));
  return (
    <Card
      size="small"
      title="客观题答案分组"
      extra={<Select aria-label="客观题考试" size="small" style={{ width: 300 }} value={examId} onChange={setExamId} options={exams.map(([value, label]) => ({ value, label }))} />}
    >
      <Table<TObjectiveQuestion>
        size="small"
        rowKey="questionId"
        aria-label="客观题答案分组"
        loading={q.isFetching}
        dataSource={q.data ?? []}
        locale={{ emptyText: '该考试没有客观题作答数据' }}
        pagination={{ pageSize: 10, showSizeChanger: false, size: 'small' }}
        columns={[
          { title: '题号', dataIndex: 'questionNo', width: 70, render: (v: string) => `第${v}题` },
          { title: '答案', dataIndex: 'answerKey', width: 70, render: (v: string | null) => v ?? '-' },
          { title: '满分', dataIndex: 'fullScore', width: 60, render: fmtScore },
          {
            title: '作答分组（人数 · 得分）',
            render: (_v, r) => (
              <Space size={[4, 4]} wrap>
                {r.groups.map((g) => (
                  <Tag key={g.answer} color={r.answerKey != null && g.answer === r.answerKey ? 'success' : g.answer === '' ? 'default' : 'error'}>
                    {g.answer === '' ? '未作答' : g.answer} · {g.count}人 · {fmtScore(g.score)}分
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
