import { useSearchParams } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { BasketScreen } from '../components/basket-screen';
import { FAMILY_SUBJECT, familyOfSubject, isFamilySubject } from '../lib/family';

/** /paperbasket?subjectId=: the question basket of a subject (the header's by default). */
export default function BasketPage() {
  const [params] = useSearchParams();
  const { subjectId: sessionSubject } = useSession();
  const fromUrl = Number(params.get('subjectId'));
  const subjectId = isFamilySubject(fromUrl) ? fromUrl : isFamilySubject(sessionSubject) ? sessionSubject! : FAMILY_SUBJECT[familyOfSubject(sessionSubject)];
  return <BasketScreen key={subjectId} subjectId={subjectId} />;
}
