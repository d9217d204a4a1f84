import { PapersPage } from '../components/papers-page';

/** /schoolpaper/my (我的校本试卷). */
export default function MySchoolPapersPage() {
  return <PapersPage scope="my" />;
}
