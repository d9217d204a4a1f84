import { StudentLoginForm } from '../components/student-login-form';

/** #/student/login: the student's sign-in. */
export default function StudentLoginPage() {
  return (
    <section className="student-card">
      <h1 className="student-title">学生登录</h1>
      <p className="student-hint">用学号和老师发给你的密码登录。第一次登录需要先修改密码。</p>
      <StudentLoginForm />
    </section>
  );
}
