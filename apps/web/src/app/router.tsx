import { createHashRouter, Navigate } from 'react-router';
import { paths } from './paths';
import { RedirectKeepSearch } from './redirect-keep-search';
import { PageTitle } from './page-title';
import { adminRoutes } from '../features/admin/routes';
import { labelRoutes } from '../features/label/routes';
import { teachingRoutes } from '../features/teaching/routes';
import { vocabularyRoutes } from '../features/vocabulary/routes';
import { writePages } from '../features/write/routes';
import { templatePages } from '../features/template/routes';
import { schoolPaperRoutes } from '../features/school-paper/routes';
import { courseRoutes } from '../features/course/routes';
import { jointRoutes } from '../features/joint/routes';
import { jointReportRoutes } from '../features/joint-report/routes';
import { paperPersonalChildren } from '../features/paper-personal/routes';
import { studentRoutes } from '../features/student/routes';

// 组卷中心 (paper library): several routes share one module, each page a named export.
type PaperLibraries = typeof import('../features/paper-library/routes/libraries');
type PaperDetails = typeof import('../features/paper-library/routes/details');
const paperLibrary = (name: keyof PaperLibraries) => () => import('../features/paper-library/routes/libraries').then((m) => ({ Component: m[name] }));
const paperDetail = (name: keyof PaperDetails) => () => import('../features/paper-library/routes/details').then((m) => ({ Component: m[name] }));
const paperAnalysis = () => import('../features/paper-library/routes/analysis').then((m) => ({ Component: m.PaperAnalysisRoute }));

/**
 * Hash routes (spec section 2). Every page loads lazily, and so do the session gate with the
 * shell (header, menus, footer) and the not-found page, so the login page loads neither the shell
 * nor any other page's code (charts, KaTeX, marking, paper centre).
 */
export const router = createHashRouter([
  {
    // Sets the browser tab's title from the route (its handle.title, else its menu label).
    element: <PageTitle />,
    children: [
  { path: paths.root, element: <Navigate to={paths.home} replace /> },
  { path: paths.teacherLogin, handle: { title: '教师登录' }, lazy: () => import('../features/auth/routes/teacher-login').then((m) => ({ Component: m.default })) },
  { path: paths.schoolLogin, handle: { title: '学校登录' }, lazy: () => import('../features/auth/routes/school-login').then((m) => ({ Component: m.default })) },
  { path: paths.token, handle: { title: '登录' }, lazy: () => import('../features/auth/routes/token-handoff').then((m) => ({ Component: m.default })) },
  // The student page: its own layout and token, outside the teacher session.
  ...studentRoutes,
  {
    lazy: () => import('./session/session-gate').then((m) => ({ Component: m.SessionGate })),
    children: [
      {
        path: paths.home,
        // The home page's code is fetched with the redirect's, not after it (one round trip less).
        lazy: () => Promise.all([import('./home-redirect'), import('../features/home/routes/home')]).then(([m]) => ({ Component: m.HomeRedirect })),
      },
      {
        path: paths.user, handle: { title: '个人中心' },
        lazy: () => import('../features/user/routes/user-layout').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <Navigate to={paths.userData} replace /> },
          { path: 'data', handle: { title: '个人资料' }, lazy: () => import('../features/user/routes/user-data').then((m) => ({ Component: m.default })) },
          { path: 'msg', handle: { title: '我的消息' }, lazy: () => import('../features/user/routes/user-msg').then((m) => ({ Component: m.default })) },
          { path: 'students', handle: { title: '学生账号' }, lazy: () => import('../features/student-account/routes/student-accounts').then((m) => ({ Component: m.default })) },
        ],
      },
      {
        path: paths.academic,
        lazy: () => import('../features/academic/routes/academic-layout').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <RedirectKeepSearch to={paths.academicExamDetail} /> },
          {
            path: 'examdetail',
            lazy: () => import('../features/academic/routes/exam-detail-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicClassInfo} /> },
              { path: 'classinfo', handle: { title: '成绩概况' }, lazy: () => import('../features/academic/routes/class-info').then((m) => ({ Component: m.default })) },
              { path: 'topicanalyse', handle: { title: '试题分析' }, lazy: () => import('../features/academic/routes/topic-analyse').then((m) => ({ Component: m.default })) },
              { path: 'pointstat', handle: { title: '知识点分析' }, lazy: () => import('../features/academic/routes/point-stat').then((m) => ({ Component: m.default })) },
              { path: 'gradecompare', handle: { title: '年级对比' }, lazy: () => import('../features/academic/routes/grade-compare').then((m) => ({ Component: m.default })) },
              { path: 'gradecompare/rankdetail/:which', handle: { title: '年级排名' }, lazy: () => import('../features/academic/routes/rank-detail').then((m) => ({ Component: m.default })) },
              { path: 'report', handle: { title: '班级报告' }, lazy: () => import('../features/academic-tools/routes/report').then((m) => ({ Component: m.default })) },
            ],
          },
          { path: 'answer', handle: { title: '学生答题' }, lazy: () => import('../features/academic/routes/answer').then((m) => ({ Component: m.default })) },
          { path: 'noclazz', handle: { title: '暂无班级' }, lazy: () => import('../features/academic/routes/no-clazz').then((m) => ({ Component: m.default })) },
          { path: 'examgroup', lazy: () => import('../features/academic/routes/exam-group').then((m) => ({ Component: m.default })) },
          { path: 'reportsetting', lazy: () => import('../features/academic/routes/report-setting').then((m) => ({ Component: m.default })) },
          { path: 'scoresetting', handle: { title: '分数设置' }, lazy: () => import('../features/academic/routes/score-setting').then((m) => ({ Component: m.default })) },
          {
            path: 'classfocus',
            lazy: () => import('../features/academic-trends/routes/class-focus-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicClassTrend} /> },
                { path: 'classtrend', handle: { title: '班级趋势' }, lazy: () => import('../features/academic-trends/routes/class-trend').then((m) => ({ Component: m.default })) },
                { path: 'exampoint', handle: { title: '考点分析' }, lazy: () => import('../features/academic-trends/routes/exam-point').then((m) => ({ Component: m.default })) },
                { path: 'scoreuptreasure', handle: { title: '提分宝' }, lazy: () => import('../features/academic-trends/routes/score-up-treasure').then((m) => ({ Component: m.default })) },
            ],
          },
          {
            path: 'studentanalyse',
            lazy: () => import('../features/academic-trends/routes/student-analyse-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicScoreTrend} /> },
                { path: 'scoreTrend', lazy: () => import('../features/academic-trends/routes/score-trend').then((m) => ({ Component: m.default })) },
                { path: 'scoreHistory', lazy: () => import('../features/academic-trends/routes/score-history').then((m) => ({ Component: m.default })) },
                { path: 'examCount', lazy: () => import('../features/academic-trends/routes/exam-count').then((m) => ({ Component: m.default })) },
                { path: 'pointDetail', lazy: () => import('../features/academic-trends/routes/point-detail').then((m) => ({ Component: m.default })) },
                { path: 'improveGuide', lazy: () => import('../features/academic-trends/routes/improve-guide').then((m) => ({ Component: m.default })) },
              {
                path: 'holidySummaryIndex',
                lazy: () => import('../features/academic-trends/routes/holiday-summary-layout').then((m) => ({ Component: m.default })),
                children: [
                  { index: true, lazy: () => import('../features/academic-trends/routes/holiday-summary').then((m) => ({ Component: m.default })) },
                  { path: 'holidyReview', lazy: () => import('../features/academic-trends/routes/holiday-review').then((m) => ({ Component: m.default })) },
                ],
              },
                { path: 'holidyPaper', lazy: () => import('../features/academic-trends/routes/holiday-paper').then((m) => ({ Component: m.default })) },
            ],
          },
          { path: 'trend', lazy: () => import('../features/academic-trends/routes/grade-trend').then((m) => ({ Component: m.default })) },
          {
            path: 'examhistory',
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicExamHistoryList} /> },
              { path: 'list', handle: { title: '历史考试' }, lazy: () => import('../features/academic-tools/routes/exam-history-list').then((m) => ({ Component: m.default })) },
              { path: 'examhistorydetail', handle: { title: '历史考试详情' }, lazy: () => import('../features/academic-tools/routes/exam-history-detail').then((m) => ({ Component: m.default })) },
            ],
          },
          { path: 'rankinglist', lazy: () => import('../features/academic-tools/routes/ranking-list').then((m) => ({ Component: m.default })) },
          { path: 'applylist', lazy: () => import('../features/academic-tools/routes/apply-list').then((m) => ({ Component: m.default })) },
          {
            path: 'wrongtopic',
            lazy: () => import('../features/academic-tools/routes/wrong-topic-layout').then((m) => ({ Component: m.default })),
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.academicWrongTopicIndex} /> },
              { path: 'index', lazy: () => import('../features/academic-tools/routes/wrong-topic-index').then((m) => ({ Component: m.default })) },
              { path: 'filter', lazy: () => import('../features/academic-tools/routes/wrong-topic-filter').then((m) => ({ Component: m.default })) },
            ],
          },
        ],
      },
      {
        path: paths.marking,
        lazy: () => import('../features/marking/routes/marking-layout').then((m) => ({ Component: m.default })),
        children: [
          { index: true, element: <RedirectKeepSearch to={paths.markingList} /> },
          { path: 'list', lazy: () => import('../features/marking/routes/task-list').then((m) => ({ Component: m.default })) },
          { path: 'assign', lazy: () => import('../features/marking/routes/assign').then((m) => ({ Component: m.default })) },
          ...['task', 'taskv2'].flatMap((base) => [
            { path: `${base}/:markingGroupId`, handle: { title: '阅卷' }, lazy: () => import('../features/marking/routes/marking-task').then((m) => ({ Component: m.default })) },
            { path: `${base}/fs/:markingGroupId`, handle: { title: '阅卷' }, lazy: () => import('../features/marking/routes/marking-task').then((m) => ({ Component: m.default })) },
          ]),
          { path: 'arbitration', handle: { title: '仲裁' }, lazy: () => import('../features/marking/routes/arbitration').then((m) => ({ Component: m.default })) },
          { path: 'progress', lazy: () => import('../features/marking/routes/progress').then((m) => ({ Component: m.default })) },
          { path: 'progressv2', handle: { title: '班级阅卷进度' }, lazy: () => import('../features/marking/routes/progress-by-clazz').then((m) => ({ Component: m.default })) },
          { path: 'progresssupervise', lazy: () => import('../features/marking/routes/progress-supervise').then((m) => ({ Component: m.default })) },
          { path: 'problem', lazy: () => import('../features/marking/routes/problem').then((m) => ({ Component: m.default })) },
          { path: 'problemv2', handle: { title: '问题卷' }, lazy: () => import('../features/marking/routes/problem').then((m) => ({ Component: m.default })) },
          { path: 'specialanswer', lazy: () => import('../features/marking/routes/special-answer').then((m) => ({ Component: m.default })) },
          {
            path: 'audit',
            children: [
              { index: true, element: <RedirectKeepSearch to={paths.markingAuditList} /> },
              { path: 'list', lazy: () => import('../features/marking/routes/audit-list').then((m) => ({ Component: m.default })) },
            ],
          },
          { path: 'autojdt', handle: { title: '空白卷识别' }, lazy: () => import('../features/marking/routes/auto-jdt').then((m) => ({ Component: m.default })) },
        ],
      },
      // 组卷记录, record details and the question basket (spec section 2; paths match case-insensitively).
      { path: paths.testRecordsEn, handle: { title: '组卷记录' }, lazy: () => import('../features/paper-records/routes/test-records-en').then((m) => ({ Component: m.default })) },
      { path: paths.testRecords, handle: { title: '组卷记录' }, lazy: () => import('../features/paper-records/routes/test-records').then((m) => ({ Component: m.default })) },
      { path: paths.testRecordsDetailsEn, handle: { title: '组卷记录' }, lazy: () => import('../features/paper-records/routes/test-records-detail-en').then((m) => ({ Component: m.default })) },
      { path: paths.testRecordsDetails, handle: { title: '组卷记录' }, lazy: () => import('../features/paper-records/routes/test-records-detail').then((m) => ({ Component: m.default })) },
      { path: paths.paperBasket, handle: { title: '试题篮' }, lazy: () => import('../features/paper-records/routes/basket').then((m) => ({ Component: m.default })) },
      {
        path: paths.paper,
        children: [
          { index: true, element: <Navigate to={paths.paperSelTopic} replace /> },
          {
            path: 'test_sel_topic',
            children: [
              { index: true, lazy: paperLibrary('SelTopicIndex') },
              { path: 'fine_test', handle: { title: '精品试卷库' }, lazy: paperLibrary('MathsLibrary') },
              { path: 'excellent_test', handle: { title: '精品试卷库' }, lazy: paperLibrary('MathsLibrary') },
              { path: 'excellent_test_en', handle: { title: '精品试卷库' }, lazy: paperLibrary('EnglishLibrary') },
              { path: 'paper_details', handle: { title: '试卷详情' }, lazy: paperDetail('MathsPaperDetail') },
              { path: 'paper_details_en', handle: { title: '试卷详情' }, lazy: paperDetail('EnglishPaperDetail') },
              { path: 'test_analysis', handle: { title: '试卷分析' }, lazy: paperAnalysis },
            ],
          },
          {
            path: 'time', handle: { title: '周月卷库' },
            children: [
              { index: true, element: <Navigate to={paths.paperTimeList} replace /> },
              { path: 'list', lazy: paperLibrary('TimeList') },
              { path: 'paper_details', handle: { title: '试卷详情' }, lazy: paperDetail('TimePaperDetail') },
              { path: 'test_analysis', handle: { title: '试卷分析' }, lazy: paperAnalysis },
            ],
          },
          { path: 'gkyten', handle: { title: '名师猜作文' }, lazy: paperLibrary('GkytenList') },
          // 我的: personal (course, upload, label_task) and personalresources (basicInformation, answersheet).
          ...paperPersonalChildren,
        ],
      },
      { path: paths.excellentTest, handle: { title: '精品试卷库' }, lazy: paperLibrary('ExcellentTest') },
      { path: paths.paperDetails, handle: { title: '试卷详情' }, lazy: paperDetail('MathsPaperDetail') },
      { path: paths.fineTestAnalysis, handle: { title: '试卷分析' }, lazy: paperAnalysis },
      { path: paths.excellentTestEn, handle: { title: '精品试卷库' }, lazy: paperLibrary('ExcellentTestEn') },
      { path: paths.paperDetailsEn, handle: { title: '试卷详情' }, lazy: paperDetail('EnglishPaperDetail') },
      { path: paths.innovate, handle: { title: '创新套卷' }, lazy: paperLibrary('InnovateList') },
      { path: paths.innovateDetail, handle: { title: '创新套卷' }, lazy: paperDetail('SubjectPaperDetail') },
      { path: paths.trainSecond, handle: { title: '二轮专题训练卷' }, lazy: paperLibrary('TrainSecondList') },
      { path: paths.trainSecondDetail, handle: { title: '二轮专题训练卷' }, lazy: paperDetail('SubjectPaperDetail') },
      { path: paths.gaokao, handle: { title: '高考真题' }, lazy: paperLibrary('GaokaoList') },
      { path: paths.gaokaoDetail, handle: { title: '高考真题' }, lazy: paperDetail('SubjectPaperDetail') },
      { path: paths.gkyten, handle: { title: '名师猜作文' }, lazy: paperLibrary('GkytenList') },
      { path: paths.gkytenDetail, handle: { title: '名师猜作文' }, lazy: paperDetail('GkytenDetail') },
      ...adminRoutes,
      ...labelRoutes,
      ...teachingRoutes,
      ...vocabularyRoutes,
      ...schoolPaperRoutes,
      ...courseRoutes,
      // 联考 (/jointcontainer): the list, a joint exam's page and the redirect.
      ...jointRoutes,
      // 联考报告 (/jointcontainer/jointassessport …): beside the joint exams' list and page.
      ...jointReportRoutes,
      // 写作训练 shares the 英语资源 area's layout with 词汇训练 (the area's menu; other subjects go to /isnotvocabulary).
      { path: paths.write, handle: { title: '写作训练' }, lazy: () => import('../features/vocabulary/routes/vocabulary-layout').then((m) => ({ Component: m.default })), children: writePages },
      { path: paths.template, handle: { title: '英语资源' }, lazy: () => import('../features/vocabulary/routes/vocabulary-layout').then((m) => ({ Component: m.default })), children: templatePages },
      { path: paths.academicFullScreen, handle: { title: '全屏报告' }, lazy: () => import('../features/academic-tools/routes/full-screen').then((m) => ({ Component: m.default })) },
      { path: '*', handle: { title: '页面不存在' }, lazy: () => import('../components/not-found').then((m) => ({ Component: m.NotFound })) },
    ],
  },
    ],
  },
]);
