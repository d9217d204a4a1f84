import { TestRecordsScreen } from '../components/test-records-screen';

/** /testrecordsen (and /testRecordsEN): the English 组卷记录. */
export default function TestRecordsEnPage() {
  return <TestRecordsScreen family="english" />;
}
