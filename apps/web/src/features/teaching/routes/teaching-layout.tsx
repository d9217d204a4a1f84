import { useCallback, useMemo } from 'react';
import { Menu } from 'antd';
import { BarChartOutlined, LineChartOutlined, TeamOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate, useOutletContext, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths';
import { useTeachingOptions } from '../api/options';
import { TeachingFilterBar } from '../components/filter-bar';
import { filterFromSearch, filterSearch, type TeachingFilter } from '../lib/filters';
import type { TTeachingOptions } from '@app/contract';
import '../teaching.css';

/** The three screens of 教学督导, as a leader names them. */
export const TEACHING_SECTIONS = [
  { key: paths.teachingStudy, label: '学情概况', icon: <LineChartOutlined /> },
  { key: paths.teachingTeacher, label: '教师工作', icon: <TeamOutlined /> },
  { key: paths.teachingQuality, label: '教学质量', icon: <BarChartOutlined /> },
] as const;

export type TeachingOutlet = { filter: TeachingFilter; options: TTeachingOptions | undefined };

/** The screens read the shared filter and the filter bar's options from the layout. */
export const useTeachingFilter = () => useOutletContext<TeachingOutlet>();

/** /teaching (教学督导): the section menu, the shared filter bar, then the screen. */
export default function TeachingLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const filter = useMemo(() => filterFromSearch(search), [search]);
  const options = useTeachingOptions(filter.semesterId);
  const current = TEACHING_SECTIONS.find((s) => pathname === s.key || pathname.startsWith(s.key + '/'))?.key;
  const onChange = useCallback((next: TeachingFilter) => setSearch(new URLSearchParams(filterSearch(next)), { replace: true }), [setSearch]);
  const outlet = useMemo<TeachingOutlet>(() => ({ filter, options: options.data }), [filter, options.data]);
  return (
    <div className="page teaching-page">
      <Menu
        className="academic-nav teaching-nav"
        mode="horizontal"
        aria-label="教学督导导航"
        selectedKeys={current ? [current] : []}
        items={TEACHING_SECTIONS.map((s) => ({
          key: s.key,
          icon: s.icon,
          label: s.label,
          onClick: () => {
            const qs = filterSearch(filter);
            navigate(qs ? `${s.key}?${qs}` : s.key);
          },
        }))}
      />
      <TeachingFilterBar options={options.data} value={filter} onChange={onChange} />
      <div className="teaching-body">
        <Outlet context={outlet} />
      </div>
    </div>
  );
}
