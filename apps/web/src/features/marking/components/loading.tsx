import { Spin } from 'antd';

/** A centred spinner for a section or page that is loading. */
export function Loading({ size = 'default', text, pad = 40 }: { size?: 'small' | 'default' | 'large'; text?: string; pad?: number }) {
  return (
    <div className="mk-loading" style={{ padding: pad }}>
      <Spin size={size} description={text} />
    </div>
  );
}
