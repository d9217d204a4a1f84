import { useEffect, useRef, useState } from 'react';
import { Button, Card, Empty, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { STUDENT_ACCOUNT_STATE, type TIssuedPasswords, type TStudentAccountRow } from '@app/contract';
import { useStudentAccounts } from '../api/accounts';
import { useAccountClazzes } from '../api/clazzes';
import { useIssuePasswords } from '../api/issue-passwords';
import { PasswordSheet } from '../components/password-sheet';
import '../student-account.css';
import { schoolTime } from '../../../lib/school-time';

const STATE_COLOURS: Record<number, string> = { [STUDENT_ACCOUNT_STATE.NONE]: 'default', [STUDENT_ACCOUNT_STATE.ISSUED]: 'orange', [STUDENT_ACCOUNT_STATE.ACTIVE]: 'green' };
const timeText = (iso: string | null) => (iso ? schoolTime(iso) : '—');

/**
 * /user/students (学生账号): a class's students with their account state; first-time passwords for
 * every student without an account, and a reset of one student (with a confirmation). The
 * passwords are shown once, as a printable sheet with a Word download.
 */
export default function StudentAccountsPage() {
  const clazzes = useAccountClazzes();
  const [picked, setPicked] = useState<number | null>(null);
  const clazzId = picked ?? clazzes.data?.[0]?.clazzId ?? null;
  const accounts = useStudentAccounts(clazzId);
  const issue = useIssuePasswords();
  const [sheet, setSheet] = useState<TIssuedPasswords | null>(null);
  const sheetRef = useRef<HTMLDivElement>(null);
  // A reset is clicked far down the list: bring the one-time sheet into view.
  useEffect(() => {
    if (sheet) sheetRef.current?.scrollIntoView?.({ block: 'start' });
  }, [sheet]);

  if (clazzes.data && clazzes.data.length === 0) {
    return (
      <Card title="学生账号">
        <Empty description="您不是任何班级的班主任或英语教师，暂无可管理学生账号的班级" />
      </Card>
    );
  }
  const rows = accounts.data?.students ?? [];
  const withoutAccount = rows.filter((r) => r.state === STUDENT_ACCOUNT_STATE.NONE).length;
  const run = (studentIds?: number[]) => {
    if (clazzId == null) return;
    issue.mutate({ clazzId, studentIds }, { onSuccess: (r) => setSheet(r) });
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {sheet && (
        <Card
          ref={sheetRef}
          title={`${sheet.clazzName} 初始密码（${sheet.issued.length}人）`}
          extra={
            <Button className="student-sheet-hide" onClick={() => setSheet(null)}>
              我已保存，关闭
            </Button>
          }
        >
          <PasswordSheet sheet={sheet} />
        </Card>
      )}
      <Card
        title="学生账号"
        extra={
          <Select
            aria-label="选择班级"
            style={{ minWidth: 160 }}
            loading={clazzes.isLoading}
            value={clazzId ?? undefined}
            onChange={(v: number) => {
              setPicked(v);
              setSheet(null);
            }}
            options={(clazzes.data ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName }))}
          />
        }
      >
        <Typography.Paragraph type="secondary">
          学生用学校代码{accounts.data?.schoolCode ? `（${accounts.data.schoolCode}）` : ''}、学号和初始密码登录学生端（手机或电脑均可），第一次登录须修改密码。初始密码只在生成时显示一次；学生忘记密码时可重置。
        </Typography.Paragraph>
        <Space style={{ marginBottom: 12 }} wrap>
          <Button type="primary" icon={<KeyOutlined />} disabled={withoutAccount === 0} loading={issue.isPending && !issue.variables?.studentIds} onClick={() => run()}>
            {withoutAccount > 0 ? `为未开通的${withoutAccount}名学生生成初始密码` : '全部学生已开通账号'}
          </Button>
        </Space>
        <Table<TStudentAccountRow>
          size="small"
          aria-label="学生账号列表"
          rowKey="studentId"
          loading={accounts.isLoading}
          dataSource={rows}
          pagination={false}
          columns={[
            { title: '学号', dataIndex: 'studentNum', width: 140 },
            { title: '姓名', dataIndex: 'name', width: 120 },
            { title: '账号状态', dataIndex: 'stateName', width: 120, render: (v: string, r) => <Tag color={STATE_COLOURS[r.state]}>{v}</Tag> },
            { title: '最近登录', dataIndex: 'lastLoginAt', width: 180, render: (v: string | null) => timeText(v) },
            {
              title: '操作',
              key: 'op',
              render: (_: unknown, r) =>
                r.state === STUDENT_ACCOUNT_STATE.NONE ? null : (
                  <Popconfirm
                    title={`重置${r.name}的密码？`}
                    description="原密码立即失效，学生需用新的初始密码登录并修改。"
                    okText="重置"
                    cancelText="取消"
                    onConfirm={() => run([r.studentId])}
                  >
                    <Button type="link" size="small">
                      重置密码
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
