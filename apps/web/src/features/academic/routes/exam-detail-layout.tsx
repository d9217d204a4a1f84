import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Empty, Result, Select, Space, Spin, Tabs, Tag, Typography, type SelectProps } from 'antd';
import { FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EXAM_TYPES, isGradeLeader } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { currentSemesterQuery } from '../api/current-semester';
import { EXAM_LIST_PAGE_SIZE, examListQuery, type TExamListItem } from '../api/exam-list';
import { visibleClazzesQuery } from '../api/visible-clazzes';
import { ExamListPanel } from '../components/exam-list-panel';
import type { ExamDetailContext } from '../lib/exam-detail-context';
import { averageGap, averageGapText, DOWN_COLOR, fmtFixed, fmtNum, UP_COLOR } from '../../../lib/report-format';
import { rememberExamDetail } from '../lib/last-exam-detail';
import { currentHashSearch } from '../../../lib/hash-search';
import { useNavigating } from '../../../lib/navigating';

const TABS = [
  { key: 'classinfo', label: '成绩概况' },
  { key: 'topicanalyse', label: '试题分析' },
  { key: 'pointstat', label: '知识点' },
  { key: 'report', label: '报告' },
  { key: 'gradecompare', label: '年级对比', leaderOnly: true },
] as const;

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

function ExamHeader({ exam, clazzName }: { exam: TExamListItem; clazzName: string }) {
  // One source for the gap: the difference of the averages as shown (the class report text uses it too).
  const diff = averageGap(exam.average, exam.gradeAverage);
  return (
    <div className="exam-header">
      <Space size={8} wrap align="center">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {exam.name}
        </Typography.Title>
        <Tag color="processing">{exam.typeName}</Tag>
        <Tag>{exam.subjectName}</Tag>
        <Typography.Text type="secondary">
          {clazzName} · {exam.examDate} · 满分 {fmtNum(exam.fullScore)} 分
        </Typography.Text>
      </Space>
      {exam.hasScores && (
        <Space size={16} wrap className="exam-header-figures">
          <span>
            班级平均分 <b>{fmtFixed(exam.average)}</b>
          </span>
          <span>年级平均分 {fmtFixed(exam.gradeAverage)}</span>
          {diff != null && <span style={{ color: diff > 0 ? UP_COLOR : diff < 0 ? DOWN_COLOR : undefined }}>{averageGapText(diff)}</span>}
        </Space>
      )}
    </div>
  );
}

/**
 * /academic/examdetail: the class, the subject (from the header) and the exam are chosen here and
 * kept in the URL (?clazzId=&examId=&type=), so a page can be linked and reloaded; the tabs are
 * child routes.
 */
export default function ExamDetailLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  // The address is completed (class, exam) only while the teacher is not on the way elsewhere.
  const navigating = useNavigating();
  const leader = isGradeLeader(session.teacher.posts);
  const subjectId = session.subjectId;

  const semester = useQuery(currentSemesterQuery());
  const clazzes = useQuery(visibleClazzesQuery(semester.data?.semesterId));
  const clazzList = useMemo(() => clazzes.data ?? [], [clazzes.data]);

  // Classes grouped by grade when the teacher sees several grades (a school master sees them all).
  const clazzOptions = useMemo<SelectProps<number>['options']>(() => {
    const grades = [...new Set(clazzList.map((c) => c.gradeName))];
    const option = (c: (typeof clazzList)[number]) => ({ value: c.clazzId, label: c.clazzName });
    return grades.length > 1 ? grades.map((g) => ({ label: g, title: g, options: clazzList.filter((c) => c.gradeName === g).map(option) })) : clazzList.map(option);
  }, [clazzList]);

  const urlClazzId = positiveInt(search.get('clazzId'));
  const urlExamId = positiveInt(search.get('examId'));
  const type = positiveInt(search.get('type'));
  const defaultClazz = clazzList.find((c) => c.isAdmin === 1 || c.teaching === 1) ?? clazzList[0];
  const clazz = clazzList.find((c) => c.clazzId === urlClazzId) ?? defaultClazz;
  const clazzId = clazz?.clazzId ?? null;

  const [pageNo, setPageNo] = useState(1);
  const list = useQuery(examListQuery({ clazzId, subjectId, type, pageNo }));
  const items = useMemo(() => (list.isPlaceholderData ? [] : (list.data?.list ?? [])), [list.data, list.isPlaceholderData]);

  // Exams seen on any list page, so the header still knows the chosen exam after paging away.
  const seen = useRef(new Map<string, TExamListItem>());
  for (const e of items) seen.current.set(`${clazzId}-${e.examId}`, e);

  const update = (changes: Record<string, string | null>, replace = false) => {
    // Start from the address as it is now, not from this render's `search`: two effects of one
    // render may both update it, and the second must not undo the first (a lost clazzId did that).
    const next = currentHashSearch();
    for (const [k, v] of Object.entries(changes)) {
      if (v == null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next, { replace });
  };

  // Keep the URL on a class the teacher can see.
  useEffect(() => {
    if (!navigating.now() && clazz && urlClazzId !== clazz.clazzId) update({ clazzId: String(clazz.clazzId), ...(urlClazzId != null ? { examId: null } : {}) }, true);
  }, [clazz?.clazzId, urlClazzId, navigating.pending]);

  // A new subject in the header means another exam list: forget the chosen exam.
  const lastSubject = useRef(subjectId);
  useEffect(() => {
    if (lastSubject.current === subjectId) return;
    lastSubject.current = subjectId;
    setPageNo(1);
    update({ examId: null }, true);
  }, [subjectId]);

  // Without a chosen exam, the newest one with scores is shown (one still being marked has none).
  const first = pageNo === 1 && !list.isPlaceholderData ? (items.find((e) => e.hasScores) ?? items[0]) : undefined;
  useEffect(() => {
    if (!navigating.now() && urlExamId == null && first) update({ examId: String(first.examId) }, true);
  }, [urlExamId, first?.examId, navigating.pending]);

  // Remember the choice once the exam is known to be of this class and subject.
  const listed = urlExamId != null && seen.current.has(`${clazzId}-${urlExamId}`);
  useEffect(() => {
    if (listed) rememberExamDetail(subjectId, search.toString());
  }, [listed, search, subjectId]);

  if (semester.isPending || clazzes.isPending) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (semester.isError || clazzes.isError) return <Result status="warning" title="加载失败" subTitle="无法加载本学期的班级，请稍后刷新重试" />;
  if (!clazzList.length) return <Navigate to={paths.academicNoClazz} replace />;

  const segment = pathname.slice(paths.academicExamDetail.length + 1).split('/')[0] ?? '';
  const tabs = TABS.filter((t) => !('leaderOnly' in t) || leader);
  const examId = urlExamId;
  const exam = examId != null ? (seen.current.get(`${clazzId}-${examId}`) ?? null) : null;
  const listEmpty = !list.isPending && !list.isPlaceholderData && (list.data?.list.length ?? 0) === 0 && pageNo === 1;
  const context: ExamDetailContext | null =
    clazz && examId != null ? { clazzId: clazz.clazzId, clazzName: clazz.clazzName, examId, exam, isGradeLeader: leader, search: search.toString() } : null;

  let content;
  if (subjectId == null) content = <Empty description="请先在页面右上角选择学科" />;
  else if (list.isError) content = <Result status="warning" title="考试列表加载失败" />;
  else if (listEmpty && type != null) content = <Empty description="该班级本学科没有这种类型的考试，请换一种考试类型" />;
  else if (listEmpty) content = <Empty description={`${clazz?.clazzName ?? '该班级'}${session.subjectName}暂无考试`} />;
  else if (!context) content = <Spin style={{ display: 'block', margin: 48 }} />;
  else if (exam?.inMarking)
    content = (
      <Empty description="该考试正在网上阅卷，阅卷全部完成后才能查看成绩和报告">
        <Link to={paths.markingList}>去网上阅卷</Link>
      </Empty>
    );
  else if (exam && !exam.hasScores)
    content = (
      <Empty description="该考试还没有导入成绩">
        <Link to={paths.academicExamGroup}>去考试管理导入成绩</Link>
      </Empty>
    );
  else content = <Outlet context={context} />;

  return (
    <div className="exam-detail">
      <Card size="small" className="exam-filter-bar">
        <Space size={16} wrap>
          <Space size={6}>
            <span className="filter-label">班级</span>
            <Select
              aria-label="班级"
              style={{ width: 150 }}
              value={clazzId ?? undefined}
              showSearch={{ optionFilterProp: 'label' }}
              options={clazzOptions}
              onChange={(v: number) => {
                setPageNo(1);
                update({ clazzId: String(v), examId: null });
              }}
            />
          </Space>
          <Space size={6}>
            <span className="filter-label">学科</span>
            <Tag color="blue" style={{ marginInlineEnd: 0 }}>
              {session.subjectName || '未选择'}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              （在页面右上角切换学科）
            </Typography.Text>
          </Space>
          <Space size={6}>
            <span className="filter-label">考试类型</span>
            <Select
              aria-label="考试类型"
              style={{ width: 130 }}
              allowClear
              placeholder="全部类型"
              value={type ?? undefined}
              options={EXAM_TYPES.map((t) => ({ value: t.value, label: t.label }))}
              onChange={(v: number | undefined) => {
                setPageNo(1);
                update({ type: v != null ? String(v) : null, examId: null });
              }}
            />
          </Space>
        </Space>
      </Card>
      <div className="exam-detail-body">
        <ExamListPanel
          items={items}
          total={list.data?.total ?? 0}
          pageNo={pageNo}
          pageSize={EXAM_LIST_PAGE_SIZE}
          loading={list.isFetching}
          selectedId={examId}
          onSelect={(e) => update({ examId: String(e.examId) })}
          onPage={setPageNo}
        />
        <Card className="exam-detail-main" size="small">
          {exam && clazz && <ExamHeader exam={exam} clazzName={clazz.clazzName} />}
          <Tabs
            activeKey={segment}
            onChange={(key) => navigate({ pathname: `${paths.academicExamDetail}/${key}`, search: search.toString() })}
            items={tabs.map((t) => ({ key: t.key, label: t.label }))}
            tabBarExtraContent={
              <Space>
                {pathname === paths.academicGradeCompare && (
                  <>
                    <Button size="small" onClick={() => navigate({ pathname: paths.academicRankTop, search: search.toString() })}>
                      年级前100名
                    </Button>
                    <Button size="small" onClick={() => navigate({ pathname: paths.academicRankLast, search: search.toString() })}>
                      年级后100名
                    </Button>
                  </>
                )}
                {context && (!exam || exam.hasScores) && (
                  <Button
                    size="small"
                    icon={<FullscreenOutlined />}
                    onClick={() => {
                      // Projected in class: the browser's full screen too, where it is allowed.
                      void document.documentElement.requestFullscreen?.().catch(() => undefined);
                      navigate({ pathname: paths.academicFullScreen, search: `?examId=${context.examId}&clazzId=${context.clazzId}` });
                    }}
                  >
                    全屏
                  </Button>
                )}
              </Space>
            }
          />
          {content}
        </Card>
      </div>
    </div>
  );
}
