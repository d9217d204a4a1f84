import { Button, Table, Tabs, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TStudentTabRow, TStudentTabs } from '../api/student-tabs';
import { compareNullable, DASH, DOWN_COLOR, fmtNum, fmtSigned, UP_COLOR } from '../../../lib/report-format';
import { RankChange, RankChangeTitle } from './rank-change';

type TabKey = 'improved' | 'declined' | 'critical' | 'fluctuating' | 'top10' | 'last10';

/** The tabs of spec section 2 (Student tabbed list), with how each list is drawn up. */
function tabDefs(s: TStudentTabs['settings']): { key: TabKey; label: string; rule: string }[] {
  return [
    { key: 'improved', label: '大幅进步', rule: `在两次都参加的学生中重新排名，名次比上一次同类考试前进 ${s.bigRankChange} 名及以上` },
    { key: 'declined', label: '大幅退步', rule: `在两次都参加的学生中重新排名，名次比上一次同类考试后退 ${s.bigRankChange} 名及以上` },
    { key: 'critical', label: '临界生', rule: `得分在及格线 ${fmtNum(s.passLine)} 分上下 ${fmtNum(s.criticalMargin)} 分以内` },
    { key: 'fluctuating', label: '波动生', rule: `最近 ${s.fluctuationExams} 次考试都参加的学生中重新排名，名次最高与最低相差 ${s.fluctuationRank} 名及以上` },
    { key: 'top10', label: '前10', rule: '班级排名前10名' },
    { key: 'last10', label: '后10', rule: '班级排名后10名（与第10名并列的一同列出）' },
  ];
}

/** 大幅进步, 大幅退步, 临界生, 波动生, 前10, 后10 with the extra columns 进步名次, 距离及格线, 波动名次. */
export function StudentTabsList({ data, onOpen }: { data: TStudentTabs; onOpen: (s: TStudentTabRow) => void }) {
  const columns: ColumnsType<TStudentTabRow> = [
    {
      title: '姓名',
      dataIndex: 'studentName',
      width: 96,
      render: (name: string, s) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(s)}>
          {name}
        </Button>
      ),
    },
    { title: '学号', dataIndex: 'studentNum', width: 110 },
    { title: '得分', dataIndex: 'score', width: 80, sorter: (a, b) => compareNullable(a.score, b.score), render: (v: number | null) => fmtNum(v) },
    { title: '班级排名', dataIndex: 'rank', width: 90, sorter: (a, b) => compareNullable(a.rank, b.rank), render: (v: number | null) => v ?? DASH },
    { title: '年级排名', dataIndex: 'gradeRank', width: 90, sorter: (a, b) => compareNullable(a.gradeRank, b.gradeRank), render: (v: number | null) => v ?? DASH },
    { title: <RankChangeTitle title="进步名次" />, dataIndex: 'compare', width: 96, sorter: (a, b) => compareNullable(a.compare, b.compare), render: (v: number | null) => <RankChange value={v} /> },
    {
      title: '距离及格线',
      dataIndex: 'distanceToPass',
      width: 104,
      sorter: (a, b) => a.distanceToPass - b.distanceToPass,
      render: (v: number) => <span style={{ color: v >= 0 ? UP_COLOR : DOWN_COLOR }}>{fmtSigned(v, 1)}</span>,
    },
    { title: '波动名次', dataIndex: 'fluctuation', width: 96, sorter: (a, b) => compareNullable(a.fluctuation, b.fluctuation), render: (v: number | null) => v ?? DASH },
  ];
  return (
    <Tabs
      className="student-tabs"
      items={tabDefs(data.settings).map((t) => ({
        key: t.key,
        label: t.label,
        children: (
          <>
            <Typography.Paragraph type="secondary" className="student-tab-rule">
              {t.rule}，共 {data[t.key].length} 人
            </Typography.Paragraph>
            <Table<TStudentTabRow>
              rowKey="studentId"
              size="small"
              columns={columns}
              dataSource={data[t.key]}
              scroll={{ x: 760 }}
              pagination={data[t.key].length > 10 ? { pageSize: 10, showTotal: (n) => `共 ${n} 人` } : false}
              locale={{ emptyText: '暂无符合条件的学生' }}
            />
          </>
        ),
      }))}
    />
  );
}
