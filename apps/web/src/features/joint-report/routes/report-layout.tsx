import type { ReactNode } from 'react';
import { Button, Card, Menu, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, FileExcelOutlined, FileWordOutlined, LeftOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { JOINT_STATUS, JOINT_TOTAL } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSingleDownload } from '../../../lib/single-download';
import { jointDetailQuery } from '../api/joint-detail';
import { downloadSchoolExcel, downloadSchoolWord, downloadUnionExcel } from '../api/downloads';
import { reportSearch, useReportParams } from '../lib/report-params';
import '../joint-report.css';

type Section = { key: string; label: string; schoolOnly?: boolean; pages: { path: string; label: string }[] };

/** The report's menu: the spec's four groups, each page a route. */
const SECTIONS: Section[] = [
  {
    key: 'unitary',
    label: '联考整体',
    pages: [
      { path: paths.jointReport, label: '联考概况' },
      { path: paths.jointReportLines, label: '上线统计' },
      { path: paths.jointReportSummary, label: '成绩汇总' },
      { path: paths.jointReportSpread, label: '分数段分布' },
      { path: paths.jointReportQuestions, label: '小题得分' },
      { path: paths.jointReportPoints, label: '知识点掌握' },
      { path: paths.jointReportSchools, label: '学校排名' },
    ],
  },
  { key: 'school', label: '本校报告', schoolOnly: true, pages: [{ path: paths.jointReportMySchool, label: '本校成绩' }] },
  { key: 'quality', label: '试题质量', pages: [{ path: paths.jointReportQuality, label: '试卷质量' }] },
  {
    key: 'excellent',
    label: '优秀榜',
    pages: [
      { path: paths.jointReportExcellentSchool, label: '优秀学校' },
      { path: paths.jointReportExcellentClass, label: '优秀班级' },
      { path: paths.jointReportExcellentStudent, label: '优秀学生' },
    ],
  },
];

const under = (pathname: string, path: string) => pathname === path || pathname.startsWith(path + '/');

/**
 * The joint exam's report (/jointcontainer/jointassessport …, ?jointId=&subjectId=): its name and
 * downloads, a menu of the report's pages in four groups (本校报告 only for those who may read
 * the school's classes), and the page. Each page loads its own report and shows a report not
 * released yet as the API explains it.
 */
export default function JointReportLayout() {
  const { jointId, requestedSubject } = useReportParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const detail = useQuery({ ...jointDetailQuery(jointId ?? 0), enabled: jointId != null });
  const download = useSingleDownload();

  if (jointId == null) return <Result status="warning" title="没有指定联考" subTitle="请从联考列表打开联考报告" />;
  if (detail.isError) return <Result status="warning" title="联考无法打开" subTitle={detail.error.message} />;
  if (!detail.data)
    return (
      <Card size="small">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );

  const d = detail.data;
  const sections = SECTIONS.filter((s) => !s.schoolOnly || d.rights.schoolReport);
  const current = SECTIONS.flatMap((s) => s.pages).find((p) => under(pathname, p.path))?.path;
  const schoolPage = under(pathname, paths.jointReportMySchool);
  // Before release every page says so itself (the API's 40900); after it, 本校报告 is for those with the right.
  const content: ReactNode = schoolPage && d.rights.report && !d.rights.schoolReport ? <Result status="403" title="你没有查看本校报告的权限" /> : <Outlet />;
  const subjectId = requestedSubject ?? JOINT_TOTAL;
  const subjectName = subjectId === JOINT_TOTAL ? '总分' : (d.subjects.find((s) => s.subjectId === subjectId)?.subjectName ?? '');
  const icon = (key: string, fallback: ReactNode) => (download.pending === key ? <LoadingOutlined /> : fallback);

  return (
    <div className="page joint-report">
      <Card size="small" className="joint-report-head">
        <div className="joint-report-head-row">
          <div className="joint-report-title">
            <Space size={8} wrap align="center">
              <Typography.Title level={4} style={{ margin: 0 }}>
                {d.name}
              </Typography.Title>
              <Tag color={d.status === JOINT_STATUS.RELEASED ? 'success' : 'processing'}>{d.statusText}</Tag>
              {d.anonymous && <Tag>匿名联考</Tag>}
            </Space>
            <Typography.Text type="secondary">
              {d.gradeName} · 考试日期 {d.examDate} · 发起学校 {d.organiser}
            </Typography.Text>
          </div>
          <Space wrap>
            {d.rights.report && (
              <Button icon={icon('union', <DownloadOutlined />)} onClick={() => void download.run('union', () => downloadUnionExcel(jointId, subjectId, `${d.name}-${subjectName}-联考汇总.xlsx`))}>
                下载联考汇总
              </Button>
            )}
            {d.rights.schoolReport && (
              <>
                <Button icon={icon('school', <FileExcelOutlined />)} onClick={() => void download.run('school', () => downloadSchoolExcel(jointId, `${d.name}-本校报告.xlsx`))}>
                  本校报告Excel
                </Button>
                <Button icon={icon('word', <FileWordOutlined />)} onClick={() => void download.run('word', () => downloadSchoolWord(jointId, `${d.name}-本校报告.docx`))}>
                  本校报告Word
                </Button>
              </>
            )}
            <Link to={{ pathname: paths.jointIntro, search: `?jointId=${jointId}` }}>
              <LeftOutlined /> 返回联考
            </Link>
          </Space>
        </div>
      </Card>
      <div className="joint-report-body">
        <Card size="small" className="joint-report-side">
          <Menu
            mode="inline"
            aria-label="联考报告导航"
            selectedKeys={current ? [current] : []}
            items={sections.map((s) => ({
              type: 'group' as const,
              key: s.key,
              label: s.label,
              children: s.pages.map((p) => ({ key: p.path, label: p.label, onClick: () => navigate({ pathname: p.path, search: reportSearch(jointId, requestedSubject) }) })),
            }))}
          />
        </Card>
        <Card size="small" className="joint-report-main">
          {content}
        </Card>
      </div>
    </div>
  );
}
