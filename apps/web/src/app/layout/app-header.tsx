import { App, Avatar, Badge, Dropdown, Menu, Select, Space, Tooltip } from 'antd';
import { BellOutlined, DisconnectOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { MENU_ENTRIES } from '@app/contract';
import { logout, logoutAll } from '../../features/auth/api/logout';
import { unreadCountQuery } from '../../features/user/api/notices';
import { labelCountQuery } from '../../features/label/api/tasks';
import { cookies } from '../../lib/cookies';
import { loginPathForMode } from '../../lib/http';
import { paths } from '../paths';
import { useSession } from '../session/session-context';

export const PRODUCT_NAME = '智慧教学平台';

const within = (pathname: string, root: string) => pathname === root || pathname.startsWith(root + '/');
/**
 * The first path segments of a header entry's area (the area menu of the same key): 英语资源 is
 * /vocabulary and /write, so it stays marked on every page of its area.
 */
const areaRoots = (key: string): string[] => [...new Set(MENU_ENTRIES.filter((e) => e.area === key).map((e) => `/${e.path.split('/')[1]}`))];

/** The site header: brand by mode, menus by posts and subject, subject selector, messages, account. */
export function AppHeader() {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const qc = useQueryClient();
  const unread = useQuery(unreadCountQuery());
  // 考试标注 shows how many exams of the current subject wait to be tagged (only when the entry is shown).
  const showsLabel = session.menus.some((m) => m.key === 'labelTask');
  const labelWaiting = useQuery({ ...labelCountQuery(session.subjectId), enabled: showsLabel && session.subjectId != null }).data?.waiting ?? 0;
  const { teacher } = session;
  const schoolBrand = teacher.isSchoolCustomize === 1;
  const selected = session.menus.filter((m) => within(location.pathname, m.path) || areaRoots(m.key).some((root) => within(location.pathname, root))).map((m) => m.key);

  const { modal } = App.useApp();

  const signedOut = (mode: ReturnType<typeof cookies.loginMode>) => {
    qc.clear();
    navigate(loginPathForMode(mode), { replace: true });
  };

  const onLogout = async () => {
    const mode = cookies.loginMode();
    await logout();
    signedOut(mode);
  };

  const onLogoutAll = () =>
    modal.confirm({
      title: '退出所有设备',
      content: '将退出您在所有设备（包括本机）上的登录，其他电脑和手机需要重新登录。确定退出吗？',
      okText: '退出所有设备',
      cancelText: '取消',
      onOk: async () => {
        const mode = cookies.loginMode();
        // A failure is shown by the shared client; the dialog closes and the session stays.
        await logoutAll().then(
          () => signedOut(mode),
          () => undefined,
        );
      },
    });

  return (
    <div className="app-header">
      <div className="app-header-brand" onClick={() => navigate(session.homePath)} role="link" aria-label="返回首页">
        <img src={schoolBrand && teacher.schoolLogo ? teacher.schoolLogo : './brand/product-logo.svg'} alt="logo" className="app-header-logo" />
        {schoolBrand ? (
          <span className="app-header-title">{teacher.schoolName}</span>
        ) : (
          <span className="app-header-title">
            {PRODUCT_NAME}
            <span className="app-header-school">{teacher.schoolName}</span>
          </span>
        )}
      </div>
      <Menu
        className="app-header-menu"
        mode="horizontal"
        theme="dark"
        selectedKeys={selected}
        items={session.menus.map((m) => ({
          key: m.key,
          label:
            m.key === 'labelTask' && labelWaiting > 0 ? (
              // The badge's wrapper sets a dark text colour of its own: the entry keeps the menu's (styles.css).
              <Badge count={labelWaiting} size="small" offset={[8, -4]} title={`${labelWaiting}场考试待标注`} rootClassName="app-header-menu-badge">
                <span style={{ color: 'inherit' }}>{m.label}</span>
              </Badge>
            ) : (
              m.label
            ),
          onClick: () => navigate(m.path),
        }))}
        aria-label="主菜单"
      />
      <Space size={16} className="app-header-right">
        {session.subjectOptions.length > 0 && (
          <Select
            aria-label="当前学科"
            className="subject-select"
            value={session.subjectId ?? undefined}
            style={{ width: 110 }}
            options={session.subjectOptions.map((s) => ({ value: s.subjectId, label: s.subjectName }))}
            onChange={(v: number) => session.setSubjectId(v)}
            popupMatchSelectWidth={false}
          />
        )}
        <Tooltip title="消息">
          <Badge count={unread.data?.unread ?? 0} size="small">
            <BellOutlined className="app-header-icon" aria-label="消息" onClick={() => navigate(paths.userMsg)} />
          </Badge>
        </Tooltip>
        {/* Opens on a click (also on touch screens; a hover menu opened on a timer could miss a quick pointer). */}
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'user', icon: <UserOutlined />, label: '个人中心', onClick: () => navigate(paths.userData) },
              { type: 'divider' },
              { key: 'logout', icon: <LogoutOutlined />, label: '退出登录', onClick: () => void onLogout() },
              { key: 'logoutAll', icon: <DisconnectOutlined />, label: '退出所有设备', onClick: onLogoutAll },
            ],
          }}
        >
          <Space className="app-header-user" data-testid="user-menu">
            <Avatar size="small" src={teacher.headImg || undefined} icon={<UserOutlined />} />
            <span>{teacher.teacherName}</span>
          </Space>
        </Dropdown>
      </Space>
    </div>
  );
}
