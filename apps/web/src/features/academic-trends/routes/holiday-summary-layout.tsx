import { Segmented } from 'antd';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useStudentContext, type StudentContext } from '../lib/student-context';

const VIEWS = [
  { value: paths.academicHolidaySummary, label: '学期总结' },
  { value: paths.academicHolidayReview, label: '假期复习计划' },
];

/** 假期总结 (holidySummaryIndex): the term summary, with the review plan (holidyReview) as its child. */
export default function HolidaySummaryLayout() {
  const context = useStudentContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = pathname.startsWith(paths.academicHolidayReview) ? paths.academicHolidayReview : paths.academicHolidaySummary;
  return (
    <div className="trends-page">
      <Segmented aria-label="假期总结视图" options={VIEWS} value={current} onChange={(v) => navigate({ pathname: v, search: context.search })} style={{ alignSelf: 'flex-start' }} />
      <Outlet context={context satisfies StudentContext} />
    </div>
  );
}
