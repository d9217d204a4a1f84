import { CoursesPage } from '../components/courses-page';

/** /course/my (我的网课). */
export default function MyCoursesPage() {
  return <CoursesPage />;
}
