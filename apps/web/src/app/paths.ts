/** Every route path of the web client, once (spec section 2). */
export const paths = {
  root: '/',
  home: '/home',
  teacherLogin: '/teacher_login',
  schoolLogin: '/school_login',
  token: '/token',
  user: '/user',
  userData: '/user/data',
  userMsg: '/user/msg',
  /** 学生账号 (个人中心): a class's student accounts and first-time passwords (docs/student.md). */
  userStudents: '/user/students',
  academic: '/academic',
  academicExamDetail: '/academic/examdetail',
  academicClassInfo: '/academic/examdetail/classinfo',
  academicTopicAnalyse: '/academic/examdetail/topicanalyse',
  academicPointStat: '/academic/examdetail/pointstat',
  academicGradeCompare: '/academic/examdetail/gradecompare',
  academicRankTop: '/academic/examdetail/gradecompare/rankdetail/top',
  academicRankLast: '/academic/examdetail/gradecompare/rankdetail/last',
  academicAnswer: '/academic/answer',
  academicNoClazz: '/academic/noclazz',
  academicExamGroup: '/academic/examgroup',
  academicReportSetting: '/academic/reportsetting',
  academicScoreSetting: '/academic/scoresetting',
  academicClassFocus: '/academic/classfocus',
  academicClassTrend: '/academic/classfocus/classtrend',
  academicExamPoint: '/academic/classfocus/exampoint',
  academicScoreUp: '/academic/classfocus/scoreuptreasure',
  academicStudentAnalyse: '/academic/studentanalyse',
  academicScoreTrend: '/academic/studentanalyse/scoreTrend',
  academicScoreHistory: '/academic/studentanalyse/scoreHistory',
  academicExamCount: '/academic/studentanalyse/examCount',
  academicPointDetail: '/academic/studentanalyse/pointDetail',
  academicImproveGuide: '/academic/studentanalyse/improveGuide',
  academicHolidaySummary: '/academic/studentanalyse/holidySummaryIndex',
  academicHolidayReview: '/academic/studentanalyse/holidySummaryIndex/holidyReview',
  academicHolidayPaper: '/academic/studentanalyse/holidyPaper',
  academicTrend: '/academic/trend',
  academicReport: '/academic/examdetail/report',
  academicExamHistory: '/academic/examhistory',
  academicExamHistoryList: '/academic/examhistory/list',
  academicExamHistoryDetail: '/academic/examhistory/examhistorydetail',
  academicRankingList: '/academic/rankinglist',
  academicApplyList: '/academic/applylist',
  academicWrongTopic: '/academic/wrongtopic',
  academicWrongTopicIndex: '/academic/wrongtopic/index',
  academicWrongTopicFilter: '/academic/wrongtopic/filter',
  academicFullScreen: '/academic/fullscreen',
  marking: '/marking',
  markingList: '/marking/list',
  markingAssign: '/marking/assign',
  /** + '/{markingGroupId}'; full screen: markingTaskFs + '/{markingGroupId}'. */
  markingTask: '/marking/task',
  markingTaskFs: '/marking/task/fs',
  markingTaskV2: '/marking/taskv2',
  markingTaskV2Fs: '/marking/taskv2/fs',
  markingProgress: '/marking/progress',
  markingProgressV2: '/marking/progressv2',
  markingProgressSupervise: '/marking/progresssupervise',
  markingProblem: '/marking/problem',
  markingProblemV2: '/marking/problemv2',
  markingArbitration: '/marking/arbitration',
  markingSpecialAnswer: '/marking/specialanswer',
  markingAudit: '/marking/audit',
  markingAuditList: '/marking/audit/list',
  markingAutoJdt: '/marking/autojdt',
  /** 组卷记录 (English); /testRecordsEN is the same route (paths match case-insensitively). */
  testRecordsEn: '/testrecordsen',
  testRecordsEnNav: '/testRecordsEN',
  /** 组卷记录 of the current subject (maths or English). */
  testRecords: '/testRecords',
  /** + '?paperId='; /testrecordsdetailsen is the same route. */
  testRecordsDetailsEn: '/testRecordsDetailsEN',
  /** Maths paper record detail, + '?paperId='. */
  testRecordsDetails: '/testRecordsDetails',
  /** 试题篮, + '?subjectId='. */
  paperBasket: '/paperbasket',
  /** 组卷中心 (paper centre, spec section 2). */
  paper: '/paper',
  paperSelTopic: '/paper/test_sel_topic',
  paperFineTest: '/paper/test_sel_topic/fine_test',
  paperExcellentTest: '/paper/test_sel_topic/excellent_test',
  paperExcellentTestEn: '/paper/test_sel_topic/excellent_test_en',
  /** Paper details and analysis, + '?paperId=' (analysis also '&paperType=&subjectId='). */
  paperSelDetails: '/paper/test_sel_topic/paper_details',
  paperSelDetailsEn: '/paper/test_sel_topic/paper_details_en',
  paperSelAnalysis: '/paper/test_sel_topic/test_analysis',
  /** 周月卷库 */
  paperTime: '/paper/time',
  paperTimeList: '/paper/time/list',
  paperTimeDetails: '/paper/time/paper_details',
  paperTimeAnalysis: '/paper/time/test_analysis',
  paperGkyten: '/paper/gkyten',
  /** 组卷中心 → 我的 (docs/paper-centre.md "Personal section"): 我的网课, 我的上传, 我的标注任务, 基本信息, 答题卡. */
  paperPersonal: '/paper/personal',
  paperPersonalCourseMy: '/paper/personal/course/my',
  /** The spec's personal course edit and stat: + '?courseId=', opening /course/edit and /course/stat. */
  paperPersonalCourseEdit: '/paper/personal/course/edit',
  paperPersonalCourseStat: '/paper/personal/course/stat',
  paperPersonalUpload: '/paper/personal/upload',
  paperPersonalLabelTask: '/paper/personal/label_task',
  paperPersonalResources: '/paper/personalresources',
  paperPersonalBasicInfo: '/paper/personalresources/basicInformation',
  paperPersonalAnswerSheet: '/paper/personalresources/answersheet',
  /** Fine-paper library routes outside /paper. */
  excellentTest: '/excellenttest',
  paperDetails: '/paperdetails',
  fineTestAnalysis: '/finetestanalysis',
  excellentTestEn: '/excellenttesten',
  paperDetailsEn: '/paperdetailsen',
  innovate: '/innovate',
  innovateDetail: '/innovate/detail',
  trainSecond: '/trainsecond',
  trainSecondDetail: '/trainsecond/detail',
  gaokao: '/gaokao',
  gaokaoDetail: '/gaokao/detail',
  gkyten: '/gkyten',
  gkytenDetail: '/gkyten/detail',
  /** 考试标注 (exam tagging, issue 17): the task list's tabs and the tagging page (?examId=). */
  labelTask: '/labelTask',
  labelWhole: '/labelTask/whole',
  labelToMarked: '/labelTask/tomarked',
  labelToComplete: '/labelTask/tocomplete',
  labelToWithdraw: '/labelTask/towithdraw',
  relation: '/relation',
  /** 教学督导 (teaching supervision, issue 17). */
  teaching: '/teaching',
  teachingStudy: '/teaching/study',
  teachingTeacher: '/teaching/teacher',
  teachingQuality: '/teaching/quality',
  /** 英语资源 > 词汇训练 (English vocabulary, issue 18; docs/vocabulary.md). */
  vocabulary: '/vocabulary',
  vocabularyList: '/vocabulary/list',
  /** + '?listId='. */
  vocabularyDetail: '/vocabulary/detail',
  vocabularyCreate: '/vocabulary/create',
  /** + '?listId='. */
  vocabularyEdit: '/vocabulary/edit',
  /** + '?listId='. */
  vocabularyPutCreate: '/vocabulary/put/create',
  /** + '?putId='. */
  vocabularyPutEdit: '/vocabulary/put/edit',
  /** The reports of a put, + '?putId=' (student and word also '&clazzId='). */
  vocabularyResults: '/vocabulary/report/results',
  vocabularyStudentReport: '/vocabulary/report/student',
  vocabularyWordReport: '/vocabulary/report/word',
  /** What 词汇训练 is, for teachers whose subject is not English. */
  isNotVocabulary: '/isnotvocabulary',
  /** 英语资源 > 写作训练 (English writing, issue 18; docs/writing.md). */
  write: '/write',
  writeList: '/write/list',
  /** 专项写作 (a bank prompt, ?kind=1-3) and 自主命题 (the teacher's own prompt). */
  writeSpecial: '/write/specialwrite',
  writeOriginal: '/write/originalwrite',
  /** + '?taskId='. */
  writeEdit: '/write/edit',
  /** A task's essays, + '?taskId=[&clazzId=]'. */
  writeDetails: '/write/detailswrite',
  /** One essay with 智能批改 and the teacher's score, + '?submissionId=[&clazzId=]'. */
  writeAi: '/write/aiwrite',
  /** A task's reports, + '?taskId=' (student also '&clazzId='). */
  writeResults: '/write/report/results',
  writeStudentReport: '/write/report/student',
  /** 英语资源 templates (issue 18; docs/template.md): a kind's list, its basket at <list>/basket. */
  template: '/template',
  templateWord: '/template/word',
  templatePhrase: '/template/phrase',
  templateEssay: '/template/essay',
  /** 范文 search results (?keyword=), and one essay at /template/essay/<essayId>. */
  templateEssayResult: '/template/essay/result',
  templateWrite: '/template/write',
  templateJournal: '/template/foreignjournal',
  templateSecondRound: '/template/secondroundpreparation',
  /** 校本资源 (issue 19; docs/school-paper.md): 我的校本试卷, 学校资源 (shared papers), 打印任务. */
  schoolPaper: '/schoolpaper',
  schoolPaperMy: '/schoolpaper/my',
  schoolPaperHomework: '/schoolpaper/homework',
  schoolPaperShared: '/schoolpaper/school',
  schoolPaperPrint: '/schoolpaper/print',
  /** 教辅资料: + '/booklist' | '/knowledge' | '/topic' | '/paper'. */
  schoolResources: '/schoolresources',
  /** 网课 (issue 19; docs/course.md): 我的网课, a course's edit page (+ '?courseId='), 学习统计 (+ '?courseId='). */
  course: '/course',
  courseMy: '/course/my',
  courseEdit: '/course/edit',
  courseStat: '/course/stat',
  /** 联考 (issue 20; docs/joint.md): /jointcontainer opens the list; a joint exam's page + '?jointId='. */
  jointContainer: '/jointcontainer',
  jointList: '/jointcontainer/jointassesslist',
  jointIntro: '/jointcontainer/jointassessintro',
  /**
   * 联考报告 (issue 20): every page takes ?jointId=&subjectId= (0, the 总分, by default); the
   * student report ?jointId=&studentId=. jointReport is the first page, 联考概况.
   */
  jointReport: '/jointcontainer/jointassessport/jointunitaryport/jointdetail',
  jointReportPort: '/jointcontainer/jointassessport',
  jointReportUnitary: '/jointcontainer/jointassessport/jointunitaryport',
  jointReportLines: '/jointcontainer/jointassessport/jointunitaryport/gradinglinestatistics',
  jointReportSummary: '/jointcontainer/jointassessport/jointunitaryport/testachievementsummary',
  jointReportSpread: '/jointcontainer/jointassessport/jointunitaryport/achievementspread',
  jointReportQuestions: '/jointcontainer/jointassessport/jointunitaryport/answerquescount',
  jointReportPoints: '/jointcontainer/jointassessport/jointunitaryport/pointgrasp',
  jointReportSchools: '/jointcontainer/jointassessport/jointunitaryport/schoolsortdetail',
  jointReportMySchool: '/jointcontainer/jointassessport/jointnowschoolport',
  jointReportStudent: '/jointcontainer/jointassessport/jointnowschoolport/studentreport',
  jointReportQualityPort: '/jointcontainer/jointpaperquesquality',
  jointReportQuality: '/jointcontainer/jointpaperquesquality/paperqualityport',
  jointReportExcellentPort: '/jointcontainer/jointexcellentport',
  jointReportExcellentSchool: '/jointcontainer/jointexcellentport/excellentschool',
  jointReportExcellentClass: '/jointcontainer/jointexcellentport/excellentclass',
  jointReportExcellentStudent: '/jointcontainer/jointexcellentport/excellentstudent',
  /** 教务管理 (school administration, issue 16). */
  admin: '/admin',
  adminOverview: '/admin/overview',
  adminSemesters: '/admin/semesters',
  adminClasses: '/admin/classes',
  adminStudents: '/admin/students',
  adminTeachers: '/admin/teachers',
  adminImport: '/admin/import',
  adminRollover: '/admin/rollover',
  adminAudit: '/admin/audit',
  /** 资源开通: the school's English resource products (docs/template.md). */
  adminProducts: '/admin/products',
  /** 修改初始密码: an account with its initial password may do nothing else first. */
  firstPassword: '/firstpassword',
  /** The student page (its own layout, outside the teacher session; docs/student.md). */
  student: '/student',
  studentLogin: '/student/login',
  studentPassword: '/student/password',
  /** A vocabulary task's practice, + '/<putId>' (docs/vocabulary.md). */
  studentVocabulary: '/student/vocabulary',
  /** A writing task, + '/<taskId>' (docs/writing.md). */
  studentWrite: '/student/write',
  /** A homework, + '/<homeworkId>' (docs/school-paper.md). */
  studentHomework: '/student/homework',
} as const;

/** Login-type paths skip session loading and hide the layout. */
export const LOGIN_PATHS: readonly string[] = [paths.teacherLogin, paths.schoolLogin, paths.token];

const FULL_SCREEN_PREFIXES = ['/marking/task/fs/', '/marking/taskv2/fs/', '/academic/fullscreen'];
const HIDE_LAYOUT_PATHS = ['/review', '/special/propositionpontest', paths.firstPassword];

/** Routes shown without the site header and footer. */
export function isLayoutHidden(pathname: string): boolean {
  return LOGIN_PATHS.includes(pathname) || HIDE_LAYOUT_PATHS.includes(pathname) || FULL_SCREEN_PREFIXES.some((p) => pathname.startsWith(p));
}

const PAPER_RESOURCE_PREFIXES = [
  '/paper',
  '/excellenttest',
  '/paperdetails',
  '/finetestanalysis',
  '/excellenttesten',
  '/paperdetailsen',
  '/testrecordsen',
  '/testrecords',
  '/testrecordsdetailsen',
  '/testrecordsdetails',
  '/paperbasket',
  '/innovate',
  '/trainsecond',
  '/gaokao',
  '/gkyten',
];

/** Paper-resource paths get the second header (spec section 2). */
export function isPaperResourcePath(pathname: string): boolean {
  const p = pathname.toLowerCase();
  return PAPER_RESOURCE_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix + '/'));
}
