import { useSession } from '../../../app/session/session-context';
import { TestRecordsScreen } from '../components/test-records-screen';
import { familyOfSubject, FAMILY_SUBJECT } from '../lib/family';

/** /testRecords: the 组卷记录 of the header's subject (maths or English). */
export default function TestRecordsPage() {
  const { subjectId } = useSession();
  const family = familyOfSubject(subjectId);
  return <TestRecordsScreen key={family} family={family} subjectId={subjectId ?? FAMILY_SUBJECT[family]} />;
}
