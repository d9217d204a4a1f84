import { useState } from 'react';
import { SCHOOL_PAPER_MAX_BYTES } from '@app/contract';

export const MAX_MB = SCHOOL_PAPER_MAX_BYTES / 1024 / 1024;

/**
 * The file chosen in an upload dialog, why it cannot be sent (over 50 MB, or the dialog's own
 * check), and the upload's progress. `pick` is the Dragger's beforeUpload: it keeps the file in
 * the dialog (nothing is sent until the teacher confirms) and lets the dialog fill a default title.
 */
export function usePickedFile(check: (f: File) => string | null = () => null) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  return {
    file,
    fileError,
    setFileError,
    percent,
    setPercent,
    pick: (f: File, onPicked?: (f: File) => void) => {
      setFileError(f.size > SCHOOL_PAPER_MAX_BYTES ? `文件超过${MAX_MB}MB，请压缩或拆分后再上传` : check(f));
      setFile(f);
      onPicked?.(f);
      return false as const;
    },
    reset: () => {
      setFile(null);
      setFileError(null);
      setPercent(null);
    },
  };
}
