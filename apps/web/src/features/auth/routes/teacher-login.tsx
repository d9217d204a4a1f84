import { LOGIN_MODE } from '@app/contract';
import { BrandTheme } from '../../../app/brand-theme';
import { LoginForm } from '../components/login-form';

export default function TeacherLoginPage() {
  return (
    <BrandTheme brand="standard" textBase>
      <div className="login-page login-page-standard">
        <div className="login-card">
          <div className="login-card-head">
            <img src="./brand/favicon-teal.svg" alt="" className="login-logo" />
            <div>
              <h1 className="login-title">智慧教学平台</h1>
              <div className="login-subtitle">教师登录</div>
            </div>
          </div>
          <LoginForm mode={LOGIN_MODE.TEACHER} />
        </div>
      </div>
    </BrandTheme>
  );
}
