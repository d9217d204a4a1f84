import { Result } from 'antd';

/** No school answers to this domain (loaded only then: antd's Result is heavy with its pictures). */
export default function SchoolNotFound({ domain }: { domain: string }) {
  return <Result status="404" title="未找到学校" subTitle={`没有与域名 ${domain} 对应的学校，请确认访问地址，或使用教师登录。`} extra={<a href="#/teacher_login">前往教师登录</a>} />;
}
