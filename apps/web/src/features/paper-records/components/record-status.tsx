import { showsCompleteRatio, testRecordStatusClass, testRecordStatusText } from '@app/contract';

type Props = { status: number; statusText?: string; completeRatio: number | null };

/** A status in the list's reading with its style class (1-4); the submission rate when status is 1. */
export function RecordStatus({ status, statusText, completeRatio }: Props) {
  return (
    <span className="record-status-cell">
      <span className={`paper-status ${testRecordStatusClass(status) || 'paper-status-0'}`}>{statusText || testRecordStatusText(status)}</span>
      {showsCompleteRatio(status) && completeRatio != null && <span className="record-complete-ratio">提交率 {(completeRatio * 100).toFixed(1)}%</span>}
    </span>
  );
}
