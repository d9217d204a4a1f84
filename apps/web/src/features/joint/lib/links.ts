import { paths } from '../../../app/paths';

/** 联考详情 of a joint exam. */
export const introHref = (jointId: number) => `${paths.jointIntro}?jointId=${jointId}`;
/** The joint exam's report (its first page, 联考整体). */
export const reportHref = (jointId: number) => `${paths.jointReport}?jointId=${jointId}`;
