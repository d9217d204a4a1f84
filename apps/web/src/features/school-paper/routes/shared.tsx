import { PapersPage } from '../components/papers-page';

/** /schoolpaper/school (学校资源): the papers the school's teachers added to the school's library. */
export default function SharedSchoolPapersPage() {
  return <PapersPage scope="school" />;
}
