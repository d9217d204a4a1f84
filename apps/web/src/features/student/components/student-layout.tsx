import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../app/paths';
import { studentSession } from '../api/client';
import '../student.css';

/**
 * The student page's own shell (not the teacher's): a slim bar and one column, made for a phone
 * and centred on a desktop. Every page but the login needs a student token.
 */
export default function StudentLayout() {
  const { pathname } = useLocation();
  if (pathname !== paths.studentLogin && !studentSession.token()) return <Navigate to={paths.studentLogin} replace />;
  return (
    <div className="student-app">
      <header className="student-bar">
        <span className="student-brand">智慧教学 · 学生端</span>
      </header>
      <main className="student-main">
        <Outlet />
      </main>
    </div>
  );
}
