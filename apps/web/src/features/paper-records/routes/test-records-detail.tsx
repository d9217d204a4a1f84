import { RecordDetailScreen } from '../components/record-detail-screen';

/** /testRecordsDetails?paperId=: a maths paper record (with the 双向细目表). */
export default function TestRecordsDetailPage() {
  return <RecordDetailScreen family="maths" />;
}
