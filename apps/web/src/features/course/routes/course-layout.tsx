import { Menu, Result } from 'antd';
import { BarChartOutlined, PlaySquareOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuEntriesFor, type TMenuKey } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import '../course.css';

const ICONS: Partial<Record<TMenuKey, ReactNode>> = {
  courseMy: <PlaySquareOutlined />,
  courseStat: <BarChartOutlined />,
};

/** /course (网课): the area's section menu (the contract's menu table), then the page. */
export default function CourseLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { posts, section, accountKind } = useSession().teacher;
  const { subjectId } = useSession();
  const sections = menuEntriesFor('course', { posts, section, subjectId, accountKind });
  // The whole-school view (section 0) has no courses (spec section 6); the API refuses it too.
  if (!sections.length) return <Result status="info" title="全校视图下没有网课" subTitle="网课由任课老师在所教学段中上传和发布。" />;
  // /course/edit belongs to 我的网课.
  const current = sections.find((s) => pathname === s.path || pathname.startsWith(s.path + '/'))?.path ?? sections[0]!.path;
  return (
    <div className="page course-page">
      <Menu
        className="academic-nav"
        mode="horizontal"
        aria-label="网课导航"
        selectedKeys={[current]}
        items={sections.map((s) => ({ key: s.path, icon: ICONS[s.key], label: s.label, onClick: () => navigate(s.path) }))}
      />
      <div className="course-body">
        <Outlet />
      </div>
    </div>
  );
}
