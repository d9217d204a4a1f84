import { Menu } from 'antd';
import { BookOutlined, EditOutlined, FileTextOutlined, FormOutlined, GlobalOutlined, ReadOutlined, ScheduleOutlined, SnippetsOutlined } from '@ant-design/icons';
import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { menuEntriesFor, type TMenuKey } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import '../vocabulary.css';

/** Icons of the area's sections; which sections a teacher sees is the contract's menu table. */
const ICONS: Partial<Record<TMenuKey, ReactNode>> = {
  vocabularyList: <ReadOutlined />,
  writeList: <FormOutlined />,
  templateWord: <BookOutlined />,
  templatePhrase: <SnippetsOutlined />,
  templateEssay: <FileTextOutlined />,
  templateWrite: <EditOutlined />,
  templateJournal: <GlobalOutlined />,
  templateSecondRound: <ScheduleOutlined />,
};

/** A section's part of the area: its path's first segment (/vocabulary/list → /vocabulary). */
const sectionRoot = (path: string) => '/' + (path.split('/')[1] ?? '');

/**
 * /vocabulary, /write and /template (英语资源): the area's section menu, then the page. Every entry of the area
 * is for English teachers (current subject 8 or 28): anyone else who opens an address of the area
 * reads /isnotvocabulary instead.
 */
export default function VocabularyLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { subjectId, teacher } = useSession();
  // A new page of the area opens at its top (the editor is long; its save lands on the detail).
  // (A block: Chromium's scrollTo returns a promise, which React would take for the effect's clean-up.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  const sections = menuEntriesFor('english', { posts: teacher.posts, section: teacher.section, subjectId, accountKind: teacher.accountKind });
  if (sections.length === 0) return <Navigate to={paths.isNotVocabulary} replace />;
  // A template section's pages live under its own path (/template/essay/…); every page of the
  // other sections (detail, editor, puts, reports) under the section's first segment (/vocabulary/…, /write/…).
  const within = (root: string) => pathname === root || pathname.startsWith(root + '/');
  const current = (sections.find((s) => within(s.path)) ?? sections.find((s) => within(sectionRoot(s.path))))?.path ?? sections[0]!.path;
  return (
    <div className="page vocab-page">
      <Menu
        className="academic-nav"
        mode="horizontal"
        aria-label="英语资源导航"
        selectedKeys={[current]}
        items={sections.map((s) => ({ key: s.path, icon: ICONS[s.key], label: s.label, onClick: () => navigate(s.path) }))}
      />
      <div className="vocab-body">
        <Outlet />
      </div>
    </div>
  );
}
