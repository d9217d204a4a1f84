/**
 * 联考报告 (/jointcontainer, issue 20; spec section 2): the union's reports (jointassessport with
 * jointunitaryport's seven pages), the school's own (jointnowschoolport and a student's report),
 * the paper's quality (jointpaperquesquality) and the honour lists (jointexcellentport). Every
 * page takes ?jointId=&subjectId= and loads lazily inside the report's layout (its head,
 * downloads and menu). The joint exams' list and page (jointassesslist, jointassessintro) are
 * the joint feature's routes, beside these under /jointcontainer.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../../app/paths';
import { RedirectKeepSearch } from '../../app/redirect-keep-search';

import type { ComponentType } from 'react';

const page = (load: () => Promise<{ default: ComponentType }>) => () => load().then((m) => ({ Component: m.default }));

export const jointReportRoutes: RouteObject[] = [
  // The groups' own addresses open their first page.
  { path: paths.jointReportPort, handle: { title: '联考报告' }, element: <RedirectKeepSearch to={paths.jointReport} /> },
  { path: paths.jointReportUnitary, handle: { title: '联考整体' }, element: <RedirectKeepSearch to={paths.jointReport} /> },
  { path: paths.jointReportQualityPort, handle: { title: '试题质量' }, element: <RedirectKeepSearch to={paths.jointReportQuality} /> },
  { path: paths.jointReportExcellentPort, handle: { title: '优秀榜' }, element: <RedirectKeepSearch to={paths.jointReportExcellentSchool} /> },
  {
    handle: { title: '联考报告' },
    lazy: () => import('./routes/report-layout').then((m) => ({ Component: m.default })),
    children: [
      { path: paths.jointReport, handle: { title: '联考概况' }, lazy: page(() => import('./routes/overview')) },
      { path: paths.jointReportLines, handle: { title: '上线统计' }, lazy: page(() => import('./routes/grading-lines')) },
      { path: paths.jointReportSummary, handle: { title: '成绩汇总' }, lazy: page(() => import('./routes/achievement-summary')) },
      { path: paths.jointReportSpread, handle: { title: '分数段分布' }, lazy: page(() => import('./routes/achievement-spread')) },
      { path: paths.jointReportQuestions, handle: { title: '小题得分' }, lazy: page(() => import('./routes/answer-questions')) },
      { path: paths.jointReportPoints, handle: { title: '知识点掌握' }, lazy: page(() => import('./routes/point-grasp')) },
      { path: paths.jointReportSchools, handle: { title: '学校排名' }, lazy: page(() => import('./routes/school-sort')) },
      { path: paths.jointReportMySchool, handle: { title: '本校成绩' }, lazy: page(() => import('./routes/my-school')) },
      { path: paths.jointReportStudent, handle: { title: '学生联考报告' }, lazy: page(() => import('./routes/student-report')) },
      { path: paths.jointReportQuality, handle: { title: '试卷质量' }, lazy: page(() => import('./routes/paper-quality')) },
      { path: paths.jointReportExcellentSchool, handle: { title: '优秀学校' }, lazy: page(() => import('./routes/excellent-schools')) },
      { path: paths.jointReportExcellentClass, handle: { title: '优秀班级' }, lazy: page(() => import('./routes/excellent-classes')) },
      { path: paths.jointReportExcellentStudent, handle: { title: '优秀学生' }, lazy: page(() => import('./routes/excellent-students')) },
    ],
  },
];
