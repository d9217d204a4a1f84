import { useRef, useState } from 'react';
import { CLIENT_MSG } from '@app/contract';
import { notify } from './notify';

/**
 * One download at a time on a page: a second click while a file is still coming only says so
 * (CLIENT_MSG.DOWNLOADING). `pending` names the running download, for a spinner on its button
 * (not antd's `loading`, which would swallow the second click).
 */
export function useSingleDownload() {
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);
  const run = async (key: string, download: () => Promise<string>): Promise<string | null> => {
    if (busy.current) {
      notify.info(CLIENT_MSG.DOWNLOADING);
      return null;
    }
    busy.current = true;
    setPending(key);
    try {
      const name = await download();
      notify.success(`已下载 ${name}`);
      return name;
    } catch {
      // The transfer helper has shown the API's message.
      return null;
    } finally {
      busy.current = false;
      setPending(null);
    }
  };
  return { pending, run };
}
