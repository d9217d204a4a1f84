import { useEffect, useState } from 'react';
import { Alert, Button, Space } from 'antd';
import { FileWordOutlined, PrinterOutlined } from '@ant-design/icons';
import type { TIssuedPasswords } from '@app/contract';
import { saveBlob } from '../../../lib/file-transfer';
import { notify } from '../../../lib/notify';

/** Prints only the sheet: the print stylesheet hides the rest while the body carries the class. */
function printSheet() {
  document.body.classList.add('student-sheet-printing');
  try {
    window.print();
  } finally {
    document.body.classList.remove('student-sheet-printing');
  }
}

/** The address students open: this server's student page. */
export const studentPageUrl = () => `${window.location.origin}${window.location.pathname}#/student/login`;

/**
 * First-time passwords, shown this once: a warning, the print-friendly sheet (class, school code,
 * the student page's address, 学号 / 姓名 / 初始密码), 打印 and 下载Word.
 */
export function PasswordSheet({ sheet }: { sheet: TIssuedPasswords }) {
  const [saving, setSaving] = useState(false);
  useEffect(() => () => document.body.classList.remove('student-sheet-printing'), []);
  const url = studentPageUrl();
  const download = async () => {
    setSaving(true);
    try {
      const { passwordSheetDocx } = await import('../lib/sheet-docx');
      saveBlob(await passwordSheetDocx(sheet, url), `${sheet.clazzName}学生初始密码.docx`);
    } catch {
      notify.error('Word文件生成失败，请重试或直接打印');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="warning" showIcon className="student-sheet-hide" title="初始密码只显示这一次，关闭后无法再次查看" description="请立即打印或下载Word后发给学生。学生第一次登录时须修改初始密码；忘记密码可在列表中重置。" />
      <Space className="student-sheet-hide">
        <Button type="primary" icon={<PrinterOutlined />} onClick={printSheet}>
          打印
        </Button>
        <Button icon={<FileWordOutlined />} loading={saving} onClick={() => void download()}>
          下载Word
        </Button>
      </Space>
      <div className="student-sheet" aria-label="初始密码单">
        <h3 className="student-sheet-title">
          {sheet.schoolName} {sheet.clazzName} 学生初始密码
        </h3>
        <p>
          学校代码：<strong>{sheet.schoolCode || '（学校尚未设置代码，请联系教务管理员）'}</strong>
        </p>
        <p>学生端地址：{url}</p>
        <table className="student-sheet-table">
          <thead>
            <tr>
              <th>学号</th>
              <th>姓名</th>
              <th>初始密码</th>
            </tr>
          </thead>
          <tbody>
            {sheet.issued.map((r) => (
              <tr key={r.studentId}>
                <td>{r.studentNum}</td>
                <td>{r.name}</td>
                <td className="student-sheet-password">{r.password}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="student-sheet-note">用学校代码、学号和初始密码登录，第一次登录须修改密码。</p>
      </div>
    </Space>
  );
}
