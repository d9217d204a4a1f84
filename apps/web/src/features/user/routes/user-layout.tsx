import { Card, Menu } from 'antd';
import { BellOutlined, IdcardOutlined } from '@ant-design/icons';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';

/** /user (个人中心): profile and messages. */
export default function UserLayout() {
  const navigate = useNavigate();
  const location = useLocation();
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
          ]}
        />
      </Card>
      <div className="user-main">
        <Outlet />
      </div>
    </div>
  );
}
