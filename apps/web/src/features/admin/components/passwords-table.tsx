import { useEffect } from 'react';
import { Alert, Button, Space, Table, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import type { TAdminPassword } from '@app/contract';

/** Prints only the passwords' table: the print stylesheet (admin.css) hides the rest while the body carries the class. */
function printPasswords() {
  document.body.classList.add('admin-printing');
  try {
    window.print();
  } finally {
    document.body.classList.remove('admin-printing');
  }
}

/**
 * Initial passwords (after a teacher import or a reset), shown this once: a warning, the table and
 * 打印 (just the table).
 */
export function PasswordsTable({ passwords, title = '新账号的初始密码' }: { passwords: TAdminPassword[]; title?: string }) {
  // Leaving the page mid-print must not leave the page hidden for the next print.
  useEffect(() => () => document.body.classList.remove('admin-printing'), []);
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Alert type="warning" showIcon className="admin-print-hide" title="初始密码只显示这一次，关闭后无法再次查看" description="请立即打印或抄录后交给教师本人。教师首次登录时须修改初始密码。" />
      <div className="admin-print-area">
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {title}
        </Typography.Title>
        <Table<TAdminPassword>
          size="small"
          aria-label="初始密码"
          rowKey="teacherId"
          dataSource={passwords}
          pagination={false}
          columns={[
            { title: '姓名', dataIndex: 'teacherName', width: 140 },
            { title: '账号', dataIndex: 'account', width: 180 },
            { title: '初始密码', dataIndex: 'password', render: (v: string) => <Typography.Text code copyable={{ text: v }}>{v}</Typography.Text> },
          ]}
        />
      </div>
      <Button className="admin-print-hide" icon={<PrinterOutlined />} onClick={printPasswords}>
        打印
      </Button>
    </Space>
  );
}
