import { useState } from 'react';
import { Button, Card, Empty, Progress, Result, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { LineChartOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { examProgressQuery } from '../api/progress';
import type { TGroupProgress, TMarkerProgress } from '../api/types';
import { DistributionChart } from '../components/distribution-chart';
import { ExamChoice } from '../components/exam-choice';
import { ProgressSwitch } from '../components/progress-switch';
import { GroupStatusTag } from '../components/group-status-tag';
import { fmtRate, fmtScore, percent, positiveInt } from '../lib/format';
import { Loading } from '../components/loading';

/** /marking/progress?examId=: each group's progress and each marker's work, speed, agreement and scores against the group's. */
export default function ProgressPage() {
  const [search, setSearch] = useSearchParams();
  const examId = positiveInt(search.get('examId'));
  const progress = useQuery(examProgressQuery(examId));
  return (
    <div className="mk-stack">
      <Card size="small">
        <div className="mk-switch">
          <ProgressSwitch examId={examId} current="group" />
          <ExamChoice value={examId} onChange={(id) => setSearch({ examId: String(id) })} />
          {examId != null && (
            <Button size="small" icon={<ReloadOutlined />} loading={progress.isFetching} onClick={() => void progress.refetch()}>
              刷新
            </Button>
          )}
        </div>
      </Card>
      {examId == null ? (
        <Card size="small">
          <Empty description="请选择考试查看阅卷进度" />
        </Card>
      ) : progress.isPending ? (
        <Loading size="large" pad={60} />
      ) : progress.isError ? (
        <Result status="warning" title="无法查看该考试的阅卷进度" subTitle={progress.error.message} />
      ) : progress.data.groups.length === 0 ? (
        <Card size="small">
          <Empty description="该考试还没有阅卷题组" />
        </Card>
      ) : (
        progress.data.groups.map((g) => <GroupProgressCard key={g.groupId} group={g} />)
      )}
    </div>
  );
}

function GroupProgressCard({ group: g }: { group: TGroupProgress }) {
  const navigate = useNavigate();
  const [chart, setChart] = useState(false);
  const facts = [
    { label: '已定分', value: `${g.answersFinal}/${g.answersTotal}` },
    { label: '已评', value: `${g.slotsDone}/${g.slotsTotal}` },
    ...(g.doubleMarking
      ? [
          { label: '待仲裁', value: String(g.arbitrationPending), warn: g.arbitrationPending > 0 },
          { label: '已仲裁', value: String(g.arbitrationDone) },
          { label: '一致率', value: fmtRate(g.agreementRate) },
        ]
      : []),
    { label: '问题卷', value: String(g.problemPending), warn: g.problemPending > 0 },
    { label: '平均分', value: fmtScore(g.meanScore) },
  ];
  const mean = g.meanScore;
  return (
    <Card
      size="small"
      aria-label={`题组 ${g.name} 进度`}
      title={
        <Space size={8}>
          <Typography.Text strong>{g.name}</Typography.Text>
          <GroupStatusTag status={g.status} text={g.statusText} />
          {g.doubleMarking && <Tag color="blue">双评</Tag>}
          <span className="mk-muted">满分 {fmtScore(g.fullScore)} 分</span>
        </Space>
      }
      extra={
        <Space size={4}>
          {g.problemPending > 0 && (
            <Button size="small" onClick={() => navigate(`${paths.markingProblem}?groupId=${g.groupId}`)}>
              处理问题卷
            </Button>
          )}
          <Button size="small" icon={<LineChartOutlined />} type={chart ? 'primary' : 'default'} onClick={() => setChart((c) => !c)}>
            评分分布
          </Button>
        </Space>
      }
    >
      <div className="mk-progress-head">
        <Progress percent={percent(g.slotsDone, g.slotsTotal)} style={{ flex: 1, margin: 0 }} />
        <div className="mk-facts">
          {facts.map((f) => (
            <div key={f.label} className="mk-fact">
              <span className="mk-muted">{f.label}</span>
              <b className={f.warn ? 'mk-warn' : ''}>{f.value}</b>
            </div>
          ))}
        </div>
      </div>
      <Table<TMarkerProgress>
        size="small"
        rowKey={(m) => `${m.teacherId}-${m.role}`}
        pagination={false}
        aria-label={`${g.name}的阅卷老师`}
        dataSource={g.markers}
        locale={{ emptyText: '尚未分配阅卷老师' }}
        columns={[
          { title: '老师', dataIndex: 'teacherName', width: 100 },
          { title: '角色', dataIndex: 'role', width: 64, render: (r: string) => (r === 'arbiter' ? <Tag color="purple">仲裁</Tag> : <Tag>阅卷</Tag>) },
          {
            title: '进度',
            width: 180,
            render: (_v, m) =>
              m.quota != null ? (
                <Tooltip title={`已阅 ${m.marked} / 任务量 ${m.quota}`}>
                  <Progress percent={percent(m.marked, m.quota)} size="small" style={{ margin: 0 }} />
                </Tooltip>
              ) : (
                <span className="mk-muted">不限任务量</span>
              ),
          },
          { title: '已阅', dataIndex: 'marked', width: 60 },
          { title: '剩余', dataIndex: 'remaining', width: 60, render: (v: number | null) => v ?? '-' },
          { title: '在手', dataIndex: 'held', width: 56 },
          { title: '平均用时', dataIndex: 'avgSeconds', width: 84, render: (v: number | null) => (v == null ? '-' : `${Math.round(v)} 秒`) },
          { title: '速度', dataIndex: 'perHour', width: 84, render: (v: number | null) => (v == null ? '-' : `${Math.round(v)} 份/时`) },
          ...(g.doubleMarking
            ? [
                { title: '一致率', dataIndex: 'agreementRate', width: 72, render: (v: number | null) => fmtRate(v) },
                { title: '仲裁', dataIndex: 'arbitrations', width: 56 },
              ]
            : []),
          {
            title: '平均分',
            dataIndex: 'meanScore',
            width: 110,
            render: (v: number | null) => {
              if (v == null) return '-';
              if (mean == null) return fmtScore(v);
              const d = v - mean;
              // More than a tenth of the full score from the group's mean: worth a look.
              const off = Math.abs(d) > g.fullScore * 0.1;
              return (
                <span className={off ? 'mk-warn' : ''}>
                  {fmtScore(v)}
                  <span className="mk-muted">
                    （{d >= 0 ? '+' : ''}
                    {fmtScore(d)}）
                  </span>
                </span>
              );
            },
          },
        ]}
      />
      {chart && (
        <div className="mk-chart">
          <DistributionChart groupId={g.groupId} />
        </div>
      )}
    </Card>
  );
}
