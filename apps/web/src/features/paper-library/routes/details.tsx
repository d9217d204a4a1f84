/** Paper details of the libraries (?paperId=). */
import { useSearchParams } from 'react-router';
import { PaperDetailScreen } from '../components/paper-detail-screen';
import type { TDetailSource } from '../api/paper-detail';
import type { TFamily } from '../lib/family';
import { NoLibrary, useLibraryFamily } from '../lib/use-family';
import '../paper-library.css';

function usePaperId(): number | null {
  const [sp] = useSearchParams();
  const n = Number(sp.get('paperId'));
  return Number.isInteger(n) && n > 0 ? n : null;
}

function FixedDetail({ family }: { family: TFamily }) {
  return <PaperDetailScreen source={family} family={family} paperId={usePaperId()} />;
}

/** A paper of the current subject's library (or of the 周月卷库). */
function SubjectDetail({ source }: { source: 'subject' | 'time' }) {
  const family = useLibraryFamily();
  const paperId = usePaperId();
  if (!family) return <NoLibrary />;
  const s: TDetailSource = source === 'time' ? 'time' : family;
  return <PaperDetailScreen source={s} family={family} paperId={paperId} />;
}

/** /paper/test_sel_topic/paper_details and /paperdetails (maths). */
export function MathsPaperDetail() {
  return <FixedDetail family="maths" />;
}

/** /paper/test_sel_topic/paper_details_en and /paperdetailsen (English). */
export function EnglishPaperDetail() {
  return <FixedDetail family="english" />;
}

/** /paper/time/paper_details (周月卷). */
export function TimePaperDetail() {
  return <SubjectDetail source="time" />;
}

/** /innovate/detail, /trainsecond/detail, /gaokao/detail. */
export function SubjectPaperDetail() {
  return <SubjectDetail source="subject" />;
}

/** /gkyten/detail (名师猜作文, 高考作文). */
export function GkytenDetail() {
  return <FixedDetail family="english" />;
}
