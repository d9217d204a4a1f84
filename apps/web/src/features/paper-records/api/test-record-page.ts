import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TTestRecordItem, ZTestRecordPage } from '@app/contract';
import { isPrincipalClient } from '../../../app/session/session-context';
import { http } from '../../../lib/http';
import { RECORD_PREFIX, type TFamily } from '../lib/family';

export type TTestRecordPage = z.infer<typeof ZTestRecordPage>;
export type { TTestRecordItem };

/** The English list query (spec section 3) plus the hidden filter; paperStatus in the list's reading. */
export type TestRecordFilter = {
  clazzId: number | null;
  pageIndex: number;
  paperName: string;
  paperStatus: number | null;
  semesterId: number | null;
  isHide: 0 | 1;
};

/** 组卷记录: POST /paper/english/list (or /paper/math/list), 10 per page. */
export const testRecordPageQuery = (family: TFamily, f: TestRecordFilter) =>
  queryOptions({
    queryKey: ['paper-records', family, 'list', f],
    queryFn: () =>
      http.post<TTestRecordPage>(`${RECORD_PREFIX[family]}/list`, {
        clazzId: f.clazzId,
        pageIndex: f.pageIndex,
        paperName: f.paperName || undefined,
        paperStatus: f.paperStatus,
        semesterId: f.semesterId,
        isHide: f.isHide,
        source: isPrincipalClient() ? 'principal' : undefined,
      }),
    placeholderData: keepPreviousData,
  });
