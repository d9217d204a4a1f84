import { Result } from 'antd';
import { ERR } from '@app/contract';
import { ApiError } from '../../../lib/http';

/**
 * A report the API refused, in the page's place: a report not released yet (40900) says why, any
 * other refusal (no right to it, a joint exam the school is not part of) gives the API's message.
 */
export function ReportError({ error }: { error: Error }) {
  if (error instanceof ApiError && error.errCode === ERR.CONFLICT) return <Result status="info" title="联考报告暂不可查看" subTitle={error.message} />;
  return <Result status="warning" title="报告加载失败" subTitle={error.message} />;
}
