import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LOGIN_MODE } from '@app/contract';
import { BrandTheme } from '../../../app/brand-theme';
import { cookies } from '../../../lib/cookies';
import { brandOf } from '../../../lib/theme';
import { schoolLogoQuery } from '../api/school-logo';
import { LoginForm } from '../components/login-form';

const SchoolNotFound = lazy(() => import('../components/school-not-found'));

/** The school-branded login page: the school is found by its domain (or ?domain= for a shared host). */
export default function SchoolLoginPage() {
  const [params] = useSearchParams();
  const domain = params.get('domain') ?? cookies.schoolDomain() ?? window.location.hostname;
  const logo = useQuery(schoolLogoQuery(domain));
  if (logo.isPending) {
    return (
      <div className="session-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (logo.isError) {
    return (
      <BrandTheme brand="standard" textBase>
        <Suspense fallback={null}>
          <SchoolNotFound domain={domain} />
        </Suspense>
      </BrandTheme>
    );
  }
  const brand = brandOf(logo.data.isSchoolCustomize);
  return (
    <BrandTheme brand={brand} textBase>
      <div className={`login-page login-page-${brand}`}>
        <div className="login-card">
          <div className="login-card-head">
            <img src={logo.data.schoolLogo || './brand/favicon-blue.svg'} alt="校徽" className="login-logo" />
            <div>
              <h1 className="login-title">{logo.data.schoolName}</h1>
              <div className="login-subtitle">教学平台登录</div>
            </div>
          </div>
          <LoginForm mode={LOGIN_MODE.SCHOOL} domainName={domain} />
        </div>
      </div>
    </BrandTheme>
  );
}
