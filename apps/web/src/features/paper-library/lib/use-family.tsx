import { Result } from 'antd';
import { useSession } from '../../../app/session/session-context';
import { familyOf, type TFamily } from './family';

/** The library family of the header's current subject (maths or English), or null. */
export function useLibraryFamily(): TFamily | null {
  return familyOf(useSession().subjectId);
}

/** Shown when the current subject has no paper library. */
export function NoLibrary() {
  return <Result status="info" title="组卷中心提供数学和英语的试卷库" subTitle="请在页面右上角将当前学科切换为数学或英语" />;
}
