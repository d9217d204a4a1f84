import { Card, Menu } from 'antd';
import { BellOutlined, IdcardOutlined, TeamOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { menuEntriesFor } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';

/** /user (个人中心): profile and messages, and the entries of the contract's menu table for this area (学生账号). */
export default function UserLayout() {
  const navigate = useNavigate();
  const location = useLocation();
  const { subjectId, teacher } = useSession();
  const more = menuEntriesFor('user', { posts: teacher.posts, section: teacher.section, subjectId, accountKind: teacher.accountKind });
  return (
    <div className="page user-page">
      <Card className="user-side" styles={{ body: { padding: 8 } }}>
        <div className="user-side-title">个人中心</div>
        <Menu
          mode="inline"
          selectedKeys={[location.pathname]}
          items={[
            { key: paths.userData, icon: <IdcardOutlined />, label: '个人资料', onClick: () => navigate(paths.userData) },
            { key: paths.userMsg, icon: <BellOutlined />, label: '消息通知', onClick: () => navigate(paths.userMsg) },
            ...more.map((e) => ({ key: e.path, icon: <TeamOutlined />, label: e.label, onClick: () => navigate(e.path) })),
          ]}
        />
      </Card>
      <div className="user-main">
        <Outlet />
      </div>
    </div>
  );
}
