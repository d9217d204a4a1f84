import type { ReactNode } from 'react';
import { Empty, Result, Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Loading, failure and "nothing this term" for a student page: renders `children(data)` only when
 * there is something to show.
 */
export function QueryStates<T>({ query, isEmpty, empty, children }: { query: UseQueryResult<T>; isEmpty: (data: T) => boolean; empty: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (query.isError) return <Result status="warning" title="加载失败" subTitle={query.error.message} />;
  if (isEmpty(query.data)) return <Empty description={empty} />;
  return <>{children(query.data)}</>;
}
