import { Button, Card, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { EXAM_TYPES } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { examGroupPageQuery } from '../api/exam-group-page';
import { semestersQuery } from '../api/semesters';
import type { TExamGroupView, TSemester } from '../api/types';
import { positiveInt } from '../../../lib/report-format';
import { currentHashSearch } from '../../../lib/hash-search';

const PAGE_SIZE = 10;

/** The semester shown first: the newest finished one (status 2), else the first listed. */
export function defaultHistorySemester(list: TSemester[]): number | null {
  const finished = list.filter((s) => s.status === 2).sort((a, b) => b.startDate.localeCompare(a.startDate));
  return finished[0]?.semesterId ?? list[0]?.semesterId ?? null;
}

/** /academic/examhistory/list (历史考试): the exam groups of a semester, finished semesters first; filters in the URL. */
export default function ExamHistoryListPage() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const semesters = useQuery(semestersQuery(session.isPrincipalClient));
  const semesterList = semesters.data ?? [];
  const semesterId = positiveInt(search.get('semesterId')) ?? defaultHistorySemester(semesterList);
  const type = positiveInt(search.get('type'));
  const keyword = search.get('keyword') ?? '';
  const pageNo = positiveInt(search.get('pageNo')) ?? 1;
  const page = useQuery(examGroupPageQuery({ semesterId, type, keyword, pageNo, pageSize: PAGE_SIZE }));

  const update = (changes: Record<string, string | null>) => {
    const next = currentHashSearch();
    if (semesterId != null && !next.has('semesterId')) next.set('semesterId', String(semesterId));
    for (const [k, v] of Object.entries(changes)) {
      if (v == null || v === '') next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace: true });
  };
  const detailLink = (g: TExamGroupView) => ({ pathname: paths.academicExamHistoryDetail, search: `?examGroupId=${g.examGroupId}` });

  const columns: ColumnsType<TExamGroupView> = [
    { title: '考试名称', dataIndex: 'name', render: (v: string, g) => <Link to={detailLink(g)}>{v}</Link> },
    { title: '考试类型', dataIndex: 'typeName', width: 100, render: (v: string) => <Tag>{v}</Tag> },
    { title: '考试日期', dataIndex: 'examDate', width: 110 },
    { title: '年级', dataIndex: 'gradeName', width: 72 },
    {
      title: '班级',
      dataIndex: 'clazzes',
      width: 200,
      render: (cs: TExamGroupView['clazzes']) => (
        <Tooltip title={cs.map((c) => c.clazzName).join('、')}>
          <span>{cs.length > 3 ? `${cs.slice(0, 3).map((c) => c.clazzName).join('、')} 等${cs.length}个班` : cs.map((c) => c.clazzName).join('、')}</span>
        </Tooltip>
      ),
    },
    { title: '学科', dataIndex: 'exams', width: 220, render: (es: TExamGroupView['exams']) => es.map((e) => e.subjectName).join('、') },
    {
      title: '操作',
      key: 'actions',
      width: 90,
      render: (_v, g) => (
        <Link to={detailLink(g)}>
          <Button type="link" size="small">
            查看详情
          </Button>
        </Link>
      ),
    },
  ];

  return (
    <Card size="small" title="历史考试">
      <Space wrap size={12} className="tools-filter">
        <Select
          aria-label="学期"
          style={{ width: 220 }}
          loading={semesters.isPending}
          value={semesterId ?? undefined}
          options={semesterList.map((s) => ({ value: s.semesterId, label: `${s.semesterName}${s.status === 1 ? '（本学期）' : ''}` }))}
          onChange={(v: number) => update({ semesterId: String(v), pageNo: null })}
        />
        <Select
          aria-label="考试类型筛选"
          allowClear
          placeholder="全部类型"
          style={{ width: 130 }}
          value={type ?? undefined}
          options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(v: number | undefined) => update({ type: v != null ? String(v) : null, pageNo: null })}
        />
        <Input.Search allowClear placeholder="搜索考试名称" aria-label="搜索考试名称" style={{ width: 220 }} defaultValue={keyword} onSearch={(v) => update({ keyword: v.trim() || null, pageNo: null })} />
      </Space>
      <Table<TExamGroupView>
        rowKey="examGroupId"
        size="small"
        aria-label="历史考试列表"
        loading={page.isFetching || semesters.isPending}
        columns={columns}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={{ current: pageNo, pageSize: PAGE_SIZE, total: page.data?.total ?? 0, onChange: (p) => update({ pageNo: String(p) }), showTotal: (t) => `共 ${t} 场考试`, showSizeChanger: false }}
        locale={{ emptyText: keyword || type ? '没有符合条件的考试' : '该学期没有考试' }}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        点击考试名称查看各学科、各班级的成绩分析和总分排名。
      </Typography.Text>
    </Card>
  );
}
