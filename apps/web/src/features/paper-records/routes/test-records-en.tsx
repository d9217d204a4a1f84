import { ENGLISH_SUBJECT_IDS, PAPER_SUBJECT } from '@app/contract';
import { useSession } from '../../../app/session/session-context';
import { TestRecordsScreen } from '../components/test-records-screen';

/** /testrecordsen (and /testRecordsEN): the English 组卷记录. */
export default function TestRecordsEnPage() {
  const { subjectId } = useSession();
  return <TestRecordsScreen family="english" subjectId={subjectId != null && ENGLISH_SUBJECT_IDS.includes(subjectId) ? subjectId : PAPER_SUBJECT.ENGLISH} />;
}
