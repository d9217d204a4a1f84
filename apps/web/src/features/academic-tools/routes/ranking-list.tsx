import { Alert, Card, Empty, Result, Select, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ERR } from '@app/contract';
import { ApiError } from '../../../lib/http';
import { examGroupPageQuery } from '../api/exam-group-page';
import { groupTotalQuery } from '../api/group-total';
import { currentSemesterQuery } from '../api/semesters';
import { TotalClassStats, TotalTable } from '../components/total-table';
import { isForbidden } from '../lib/api-error';
import { fmtFixed, fmtNum, positiveInt } from '../../../lib/report-format';
import '../tools.css';
import { currentHashSearch } from '../../../lib/hash-search';

/** /academic/rankinglist (成绩排名): the 总分 ranking of an exam of this semester, for the grade or one class. */
export default function RankingListPage() {
  const [search, setSearch] = useSearchParams();
  const current = useQuery(currentSemesterQuery());
  const groups = useQuery(examGroupPageQuery({ semesterId: current.data?.semesterId ?? null, type: null, keyword: '', pageNo: 1, pageSize: 100 }));
  const list = groups.data?.list ?? [];
  // By default the newest exam that has scores.
  const examGroupId = positiveInt(search.get('examGroupId')) ?? (list.find((g) => g.exams.some((e) => e.studentCount > 0)) ?? list[0])?.examGroupId ?? null;
  const clazzId = positiveInt(search.get('clazzId'));
  const group = list.find((g) => g.examGroupId === examGroupId) ?? null;
  const total = useQuery(groupTotalQuery(examGroupId, clazzId));

  const update = (changes: Record<string, string | null>) => {
    const next = currentHashSearch();
    for (const [k, v] of Object.entries(changes)) {
      if (v == null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };

  let content;
  if (current.isPending || groups.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!list.length) content = <Empty description="本学期还没有考试" />;
  else if (total.isPending) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (isForbidden(total.error) && clazzId != null && total.error instanceof ApiError) content = <Result status="info" title="无法查看该班级的总分" subTitle={total.error.message} />;
  else if (isForbidden(total.error))
    content = <Result status="info" title="暂无查看权限" subTitle="总分排名仅对班主任、年级组长和校长开放；任课老师可以在“考试分析”中查看所教学科的成绩。" />;
  else if (total.error instanceof ApiError && total.error.errCode === ERR.NOT_FOUND) content = <Empty description="这次考试还没有成绩" />;
  else if (total.isError) content = <Result status="warning" title="成绩排名加载失败" subTitle={total.error.message} />;
  else {
    const d = total.data;
    content = (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title={`${d.name} · 总分满分 ${fmtNum(d.fullScore)} 分（${d.subjects.map((s) => s.subjectName).join('、')}）· 年级参考 ${d.grade.participants} 人 · 年级平均分 ${fmtFixed(d.grade.average)}`}
        />
        <Card size="small" title="班级总分统计">
          <TotalClassStats data={d} clazzId={clazzId} />
        </Card>
        <Card size="small" title={clazzId != null ? `${group?.clazzes.find((c) => c.clazzId === clazzId)?.clazzName ?? ''}学生排名` : '学生排名'}>
          <TotalTable data={d} label="成绩排名表" />
        </Card>
      </Space>
    );
  }

  return (
    <Card size="small" title="成绩排名">
      <Space wrap size={12} className="tools-filter">
        <Space size={6}>
          <span className="filter-label">考试</span>
          <Select
            aria-label="考试"
            style={{ width: 240 }}
            loading={groups.isPending}
            showSearch={{ optionFilterProp: 'label' }}
            value={examGroupId ?? undefined}
            options={list.map((g) => ({ value: g.examGroupId, label: `${g.name}（${g.examDate}）` }))}
            onChange={(v: number) => update({ examGroupId: String(v), clazzId: null })}
          />
        </Space>
        <Space size={6}>
          <span className="filter-label">班级</span>
          <Select
            aria-label="班级"
            style={{ width: 150 }}
            allowClear
            placeholder="全部班级"
            value={clazzId ?? undefined}
            options={(group?.clazzes ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName }))}
            onChange={(v: number | undefined) => update({ clazzId: v != null ? String(v) : null })}
          />
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          总分为各学科成绩之和；缺考的学科不计分，缺科学生单独标出。
        </Typography.Text>
      </Space>
      {content}
    </Card>
  );
}
