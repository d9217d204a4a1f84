import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';

/** 下载Excel at the end of a screen's toolbar: busy while the file comes, then names the file saved. */
export function DownloadButton({ download, disabled }: { download: () => Promise<string>; disabled?: boolean }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      className="teaching-toolbar-end"
      icon={<DownloadOutlined />}
      loading={busy}
      disabled={disabled}
      onClick={() => {
        setBusy(true);
        download()
          .then((name) => message.success(`已下载 ${name}`))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      下载Excel
    </Button>
  );
}
