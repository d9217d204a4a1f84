import { Card, Empty, Menu } from 'antd';
import { CloudUploadOutlined, FileDoneOutlined, IdcardOutlined, PlaySquareOutlined, TagsOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { MENU_ENTRIES, menuEntriesFor, type TMenuKey } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import '../paper-personal.css';

const ICONS: Partial<Record<TMenuKey, ReactNode>> = {
  paperPersonalCourse: <PlaySquareOutlined />,
  paperPersonalUpload: <CloudUploadOutlined />,
  paperPersonalLabel: <TagsOutlined />,
  paperPersonalInfo: <IdcardOutlined />,
  paperPersonalAnswerSheet: <FileDoneOutlined />,
};

const under = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(prefix + '/');
/** 我的网课's entry path stands for the course pages (/paper/personal/course/…). */
const entryRoot = (path: string) => (path === paths.paperPersonalCourseMy ? `${paths.paperPersonal}/course` : path);

/**
 * /paper/personal and /paper/personalresources (组卷中心 → 我的): the side menu of the contract's
 * table (area paperPersonal, the paper centre's audience), then the page. The section's roots open
 * the first entry; a page whose entry the teacher may not see (another subject chosen, 我的网课 in
 * section 0) says why instead of calling a route that would refuse.
 */
export default function PaperPersonalLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subjectId, teacher } = useSession();
  const entries = menuEntriesFor('paperPersonal', { posts: teacher.posts, section: teacher.section, subjectId, accountKind: teacher.accountKind });
  const current = entries.find((e) => under(pathname, entryRoot(e.path)));
  const first = entries[0];
  if (first && (pathname === paths.paperPersonal || pathname === paths.paperPersonalResources)) return <Navigate to={first.path} replace />;
  // A page of the section the teacher's current subject or section does not offer.
  const known = MENU_ENTRIES.some((e) => e.area === 'paperPersonal' && under(pathname, entryRoot(e.path)));
  const allowed = current != null || !known;

  return (
    <div className="page pp-page">
      <Card className="pp-side" styles={{ body: { padding: 8 } }}>
        <div className="pp-side-title">我的</div>
        <Menu
          mode="inline"
          aria-label="我的"
          selectedKeys={current ? [current.path] : []}
          items={entries.map((e) => ({ key: e.path, icon: ICONS[e.key], label: e.label, onClick: () => navigate(e.path) }))}
        />
      </Card>
      <div className="pp-main">
        {allowed && first ? (
          <Outlet />
        ) : (
          <Card>
            <Empty description={first ? '当前账号不提供这一页' : '组卷中心供数学、英语教师使用：请在页头把学科切换为数学或英语'} />
          </Card>
        )}
      </div>
    </div>
  );
}
