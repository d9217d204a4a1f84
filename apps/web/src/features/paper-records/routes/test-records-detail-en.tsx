import { RecordDetailScreen } from '../components/record-detail-screen';

/** /testRecordsDetailsEN?paperId= (title 组卷记录). */
export default function TestRecordsDetailEnPage() {
  return <RecordDetailScreen family="english" />;
}
