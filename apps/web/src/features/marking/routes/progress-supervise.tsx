import { useState } from 'react';
import { Button, Card, Progress, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { superviseQuery } from '../api/supervise';
import type { TSuperviseRow } from '../api/types';
import { GroupStatusTag } from '../components/group-status-tag';
import { percent } from '../lib/format';

type TGroupRow = TSuperviseRow['groups'][number];

/** /marking/progresssupervise (阅卷督导): grade leaders follow the marking of every exam of their grades. */
export default function ProgressSupervisePage() {
  const navigate = useNavigate();
  const rows = useQuery(superviseQuery());
  // Every exam opens with its groups shown; the leader folds the ones done with.
  const [folded, setFolded] = useState<number[]>([]);
  const totals = (r: TSuperviseRow) => ({ final: r.groups.reduce((s, g) => s + g.answersFinal, 0), total: r.groups.reduce((s, g) => s + g.answersTotal, 0) });
  return (
    <Card size="small" title="阅卷督导">
      <Table<TSuperviseRow>
        size="small"
        rowKey="examId"
        aria-label="各考试阅卷情况"
        loading={rows.isFetching}
        dataSource={rows.data ?? []}
        locale={{ emptyText: '暂无阅卷中的考试' }}
        expandable={{
          expandedRowKeys: (rows.data ?? []).map((r) => r.examId).filter((id) => !folded.includes(id)),
          onExpand: (open, r) => setFolded((f) => (open ? f.filter((x) => x !== r.examId) : [...f, r.examId])),
          expandedRowRender: (r) => (
            <Table<TGroupRow>
              size="small"
              rowKey="groupId"
              pagination={false}
              aria-label={`${r.examName}的题组`}
              dataSource={r.groups}
              columns={[
                { title: '题组', dataIndex: 'name', width: 140 },
                { title: '状态', dataIndex: 'status', width: 90, render: (s: number, g) => <GroupStatusTag status={s} text={g.statusText} /> },
                { title: '已定分', width: 220, render: (_v, g) => <Progress percent={percent(g.answersFinal, g.answersTotal)} size="small" format={() => `${g.answersFinal}/${g.answersTotal}`} /> },
                { title: '阅卷老师', dataIndex: 'markers', width: 80 },
                { title: '待仲裁', dataIndex: 'arbitrationPending', width: 70, render: (n: number) => <span className={n ? 'mk-warn' : ''}>{n}</span> },
                { title: '问题卷', dataIndex: 'problemPending', width: 70, render: (n: number) => <span className={n ? 'mk-warn' : ''}>{n}</span> },
              ]}
            />
          ),
        }}
        columns={[
          { title: '考试', dataIndex: 'examName', render: (v: string) => <Typography.Text strong>{v}</Typography.Text> },
          { title: '学科', dataIndex: 'subjectName', width: 80, render: (v: string) => <Tag color="cyan">{v}</Tag> },
          { title: '年级', dataIndex: 'gradeName', width: 80 },
          { title: '考试日期', dataIndex: 'examDate', width: 110 },
          {
            title: '整体进度',
            width: 220,
            render: (_v, r) => {
              const t = totals(r);
              return <Progress percent={percent(t.final, t.total)} size="small" />;
            },
          },
          {
            title: '操作',
            width: 100,
            render: (_v, r) => (
              <Button size="small" type="link" onClick={() => navigate(`${paths.markingProgress}?examId=${r.examId}`)}>
                详细进度
              </Button>
            ),
          },
        ]}
        pagination={false}
      />
    </Card>
  );
}
