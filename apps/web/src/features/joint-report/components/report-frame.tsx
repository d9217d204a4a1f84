import type { ReactNode } from 'react';
import { Select, Skeleton, Space, Spin, Typography } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { schoolTime } from '../../../lib/school-time';
import { useReportParams } from '../lib/report-params';
import { ReportError } from './report-error';

type Subject = { subjectId: number; subjectName: string };
export type ReportHead = { subjectId?: number; subjects?: Subject[]; builtAt?: string };

type Props<T> = {
  title: ReactNode;
  query: UseQueryResult<T>;
  /** The report's head: its subjects feed the subject selector (a report across subjects has none). */
  head: (data: T) => ReportHead;
  /** Subjects the page does not offer (the paper quality has no 总分). */
  offers?: (s: Subject) => boolean;
  /** Address parameters that lose their meaning with another subject (a page number). */
  clearOnSubject?: string[];
  extra?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The frame of every report page: its title, the subject selector (from the report head's
 * subjects; kept in ?subjectId=), when the report was built, and the report itself, or its loading
 * state, or the API's refusal as a Result. While another subject loads, the last one stays, dimmed.
 */
export function ReportFrame<T>({ title, query, head, offers, clearOnSubject = [], extra, children }: Props<T>) {
  const { requestedSubject, update } = useReportParams();
  const data = query.data;
  const h = data !== undefined && !query.isError ? head(data) : null;
  const subjects = (h?.subjects ?? []).filter((s) => !offers || offers(s));
  const shown = subjects.some((s) => s.subjectId === requestedSubject) ? requestedSubject : h?.subjectId;

  let body: ReactNode;
  if (query.isError) body = <ReportError error={query.error} />;
  else if (data === undefined) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else
    body = (
      <Spin spinning={query.isPlaceholderData}>
        <div className="joint-report-content">{children(data)}</div>
      </Spin>
    );

  return (
    <div className="joint-report-page">
      <div className="joint-toolbar">
        <Typography.Title level={5} className="joint-toolbar-title">
          {title}
        </Typography.Title>
        {h?.subjectId != null && subjects.length > 0 && (
          <Space size={6}>
            <span className="filter-label">学科</span>
            <Select
              aria-label="学科"
              style={{ width: 130 }}
              value={shown ?? undefined}
              options={subjects.map((s) => ({ value: s.subjectId, label: s.subjectName }))}
              onChange={(v: number) => update({ subjectId: v, ...Object.fromEntries(clearOnSubject.map((k) => [k, null])) })}
            />
          </Space>
        )}
        {extra}
        {h?.builtAt && <span className="joint-toolbar-note">报告生成于 {schoolTime(h.builtAt)}</span>}
      </div>
      {body}
    </div>
  );
}
