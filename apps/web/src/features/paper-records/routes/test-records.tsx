import { useSession } from '../../../app/session/session-context';
import { TestRecordsScreen } from '../components/test-records-screen';
import { familyOfSubject } from '../lib/family';

/** /testRecords: the 组卷记录 of the header's subject (maths or English). */
export default function TestRecordsPage() {
  const family = familyOfSubject(useSession().subjectId);
  return <TestRecordsScreen key={family} family={family} />;
}
