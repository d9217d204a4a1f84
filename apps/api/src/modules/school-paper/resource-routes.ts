/** 教辅资料 (/schoolresources, docs/school-paper.md "Teaching aids"): the school's shared teaching aids. */
import { z } from 'zod';
import { SCHOOL_PAPER_MAX_BYTES, ZSchoolResource, ZSchoolResourceEditBody, ZSchoolResourceKindParams, ZSchoolResourcePage, ZSchoolResourceParams, ZSchoolResourceQuery } from '@app/contract';
import { defineRoute, type AnyRouteDef } from '../../http/route.js';
import { sendFile } from '../../http/send-file.js';
import { RESOURCE_CONTENT_TYPES } from './file-check.js';
import { editResource, listResources, removeResource, resourceFile, uploadResource } from './resources.js';

const TAG = 'school-paper';
const TYPES = [...new Set(Object.values(RESOURCE_CONTENT_TYPES))];

export const resourceRoutes: readonly AnyRouteDef[] = [
  defineRoute({
    method: 'GET',
    url: '/schoolresources/:kind',
    summary: '教辅资料列表（书单、知识清单、专题资料、试卷资源）：按标题搜索、按学科和年级筛选，最新的在前',
    tag: TAG,
    params: ZSchoolResourceKindParams,
    query: ZSchoolResourceQuery,
    response: ZSchoolResourcePage,
    handler: ({ db, auth, params, query }) => listResources(db, auth, params.kind, query),
  }),
  defineRoute({
    method: 'POST',
    url: '/schoolresources/:kind',
    summary: '上传教辅资料（multipart：file为PDF、Word、Excel、PowerPoint或图片，按文件内容识别，50MB以内；title默认为文件名，subjectId为本校学科，gradeId为本校年级，description说明）',
    tag: TAG,
    params: ZSchoolResourceKindParams,
    response: ZSchoolResource,
    upload: {
      file: { field: 'file', contentType: TYPES, description: `资料文件（PDF、Word、Excel、PowerPoint或图片，${SCHOOL_PAPER_MAX_BYTES / 1024 / 1024}MB以内）`, required: true },
      fields: {
        title: { description: '标题（100字以内），默认为文件名', required: false },
        subjectId: { description: '学科ID（本校开设的学科）', required: true },
        gradeId: { description: '年级ID（本校年级）', required: true },
        description: { description: '说明（500字以内）', required: false },
      },
    },
    okMsg: '资料已上传',
    handler: ({ db, storage, auth, params, req }) => uploadResource(db, storage, auth, params.kind, req),
  }),
  defineRoute({
    method: 'PUT',
    url: '/schoolresource/:resourceId',
    summary: '修改教辅资料的标题、学科、年级、说明（上传者、本年级组长、校长）',
    tag: TAG,
    params: ZSchoolResourceParams,
    body: ZSchoolResourceEditBody,
    response: ZSchoolResource,
    okMsg: '已保存',
    handler: ({ db, auth, params, body }) => editResource(db, auth, params.resourceId, body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/schoolresource/:resourceId',
    summary: '删除教辅资料及其文件（上传者、本年级组长、校长）',
    tag: TAG,
    params: ZSchoolResourceParams,
    response: z.null(),
    okMsg: '资料已删除',
    handler: async ({ db, storage, auth, params }) => {
      await removeResource(db, storage, auth, params.resourceId);
      return null;
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/schoolresource/:resourceId/file',
    summary: '下载教辅资料原文件（保留中文文件名）',
    tag: TAG,
    params: ZSchoolResourceParams,
    response: z.null(),
    download: { contentType: TYPES },
    handler: async ({ db, storage, auth, params, reply }) => {
      const f = await resourceFile(db, storage, auth, params.resourceId);
      return sendFile(reply, f, f.contentType);
    },
  }),
];
