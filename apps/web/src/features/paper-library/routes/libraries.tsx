/** The library lists of the paper centre and of the fine-paper routes (spec section 2). */
import { Navigate } from 'react-router';
import { paths } from '../../../app/paths';
import { LibraryScreen } from '../components/library-screen';
import type { TFamily } from '../lib/family';
import { LINKS, type TPaperLinks } from '../lib/screens';
import { NoLibrary, useLibraryFamily } from '../lib/use-family';
import '../paper-library.css';

/** /paper/test_sel_topic: the library of the current subject. */
export function SelTopicIndex() {
  const family = useLibraryFamily();
  if (!family) return <NoLibrary />;
  return <Navigate to={family === 'english' ? paths.paperExcellentTestEn : paths.paperFineTest} replace />;
}

/** A library of one family; with the other subject chosen in the header it moves to that library. */
function FamilyLibrary({ family, links, otherPath }: { family: TFamily; links: TPaperLinks; otherPath: string }) {
  const current = useLibraryFamily();
  if (!current) return <NoLibrary />;
  if (current !== family) return <Navigate to={otherPath} replace />;
  return <LibraryScreen key={family} screen="fine" family={family} links={links} />;
}

/** /paper/test_sel_topic/fine_test and excellent_test: the maths library. */
export function MathsLibrary() {
  return <FamilyLibrary family="maths" links={LINKS.selMaths} otherPath={paths.paperExcellentTestEn} />;
}

/** /paper/test_sel_topic/excellent_test_en: the English library. */
export function EnglishLibrary() {
  return <FamilyLibrary family="english" links={LINKS.selEnglish} otherPath={paths.paperFineTest} />;
}

/** /excellenttest: the maths library outside /paper. */
export function ExcellentTest() {
  return <FamilyLibrary family="maths" links={LINKS.excellentMaths} otherPath={paths.excellentTestEn} />;
}

/** /excellenttesten: the English library outside /paper. */
export function ExcellentTestEn() {
  return <FamilyLibrary family="english" links={LINKS.excellentEnglish} otherPath={paths.excellentTest} />;
}

/** /paper/time/list (周月卷库), /innovate, /trainsecond, /gaokao: the current subject's papers of the screen. */
function SubjectLibrary({ screen, links }: { screen: 'time' | 'innovate' | 'trainsecond' | 'gaokao'; links: TPaperLinks }) {
  const family = useLibraryFamily();
  if (!family) return <NoLibrary />;
  return <LibraryScreen key={family} screen={screen} family={family} links={links} />;
}

export function TimeList() {
  return <SubjectLibrary screen="time" links={LINKS.time} />;
}

export function InnovateList() {
  return <SubjectLibrary screen="innovate" links={LINKS.innovate} />;
}

export function TrainSecondList() {
  return <SubjectLibrary screen="trainsecond" links={LINKS.trainsecond} />;
}

export function GaokaoList() {
  return <SubjectLibrary screen="gaokao" links={LINKS.gaokao} />;
}

/** /gkyten and /paper/gkyten: 名师猜作文 and 高考作文 (English writing, whatever the subject). */
export function GkytenList() {
  return <LibraryScreen screen="gkyten" family="english" links={LINKS.gkyten} title="名师猜作文 · 高考作文" />;
}
