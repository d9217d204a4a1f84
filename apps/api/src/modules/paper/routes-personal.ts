/**
 * 组卷中心 → 我的 (docs/paper-centre.md "Personal section"): the teacher's uploads and answer sheets.
 * Same audience as the paper centre's menu entry: a teacher of maths or English, any post (the
 * entry names no posts); checked in the handler because it reads the teacher's subjects.
 */
import { ZPersonalAnswerSheetPage, ZPersonalAnswerSheetQuery, ZPersonalUploadPage, ZPersonalUploadQuery } from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { assertPaperCentreTeacher, listAnswerSheets, listPersonalUploads } from './personal.js';

const TAG = 'paper';

export const paperPersonalRoutes: AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/paper/personal/uploads',
    summary: '我的上传：本人上传的校本试卷、教辅资料和网课视频（最新在前，10条一页）',
    tag: TAG,
    query: ZPersonalUploadQuery,
    response: ZPersonalUploadPage,
    handler: async ({ db, auth, query }) => {
      await assertPaperCentreTeacher(db, auth);
      return listPersonalUploads(db, auth, query);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/paper/personal/answer-sheets',
    summary: '答题卡：本人已发送打印的组卷（数学和英语，所有学期；最新发送在前，10条一页）',
    tag: TAG,
    query: ZPersonalAnswerSheetQuery,
    response: ZPersonalAnswerSheetPage,
    handler: async ({ db, auth, query }) => {
      await assertPaperCentreTeacher(db, auth);
      return listAnswerSheets(db, auth, query);
    },
  }),
];
