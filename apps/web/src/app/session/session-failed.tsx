import { Button, Result } from 'antd';

/**
 * The session could not be loaded. Loaded only then: antd's Result (with its pictures) is no part
 * of the first screen's download.
 */
export default function SessionFailed({ tokenFailure, message, onRetry }: { tokenFailure: boolean; message: string; onRetry: () => void }) {
  return (
    <Result
      status="warning"
      title={tokenFailure ? '登录已失效，正在前往登录页' : '加载失败'}
      subTitle={tokenFailure ? undefined : message}
      extra={tokenFailure ? undefined : <Button type="primary" onClick={onRetry}>重新加载</Button>}
    />
  );
}
