import { Space } from 'antd';
import { useSession } from '../session/session-context';
import { PRODUCT_NAME } from './app-header';

const FRIEND_LINKS = [
  { label: '中华人民共和国教育部', href: 'http://www.moe.gov.cn/' },
  { label: '国家智慧教育公共服务平台', href: 'https://www.smartedu.cn/' },
  { label: '中国教育和科研计算机网', href: 'https://www.edu.cn/' },
];

/** The footer: friend links, the filing number and the year (spec section 2). */
export function AppFooter() {
  const { school } = useSession();
  return (
    <footer className="app-footer">
      <Space size={4} wrap className="app-footer-links">
        <span>友情链接：</span>
        {FRIEND_LINKS.map((l) => (
          <a key={l.href} href={l.href} target="_blank" rel="noreferrer">
            {l.label}
          </a>
        ))}
      </Space>
      <div className="app-footer-meta">
        <span>
          © {new Date().getFullYear()} {school.isSchoolCustomize ? school.schoolName : PRODUCT_NAME}
        </span>
        {school.filingNumber && (
          <a href="https://beian.miit.gov.cn/" target="_blank" rel="noreferrer">
            {school.filingNumber}
          </a>
        )}
      </div>
    </footer>
  );
}
