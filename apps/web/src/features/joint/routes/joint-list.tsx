import '../joint.css';
import { JointList } from '../components/joint-list';

/** /jointcontainer/jointassesslist (联考列表). */
export default function JointListPage() {
  return (
    <div className="page">
      <JointList />
    </div>
  );
}
