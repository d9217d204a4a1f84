import { useState } from 'react';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { JOINT_SCHOOL_STATUS, JOINT_STATUS, type TJointDetail } from '@app/contract';
import { useWithdrawSchool } from '../api/withdraw-school';
import { InviteModal } from './invite-modal';
import { MyAnswerTag } from './status-tags';

type School = TJointDetail['schools'][number];

const hasScores = (s: School) => s.subjects.some((x) => x.withScores > 0 || x.absent > 0);

/** Students with scores (and absentees) of one subject, or 未导入. */
function UploadCount({ withScores, absent }: { withScores: number; absent: number }) {
  if (withScores === 0 && absent === 0) return <span className="joint-count-none">未导入</span>;
  return (
    <span className="joint-count">
      {withScores}人{absent > 0 && <Typography.Text type="secondary">（缺考{absent}）</Typography.Text>}
    </span>
  );
}

/**
 * 参加学校: every school of the joint exam with its answer and, where the viewer may see it (the
 * organiser: every school; a school: its own), its students with scores per subject; after the
 * release, whether it is in the reports. The organiser invites more schools and withdraws one
 * without scores while scores are being collected.
 */
export function SchoolsCard({ joint }: { joint: TJointDetail }) {
  const { message } = App.useApp();
  const [inviting, setInviting] = useState(false);
  const withdraw = useWithdrawSchool(joint.jointId);
  const open = joint.status === JOINT_STATUS.OPEN;
  const released = joint.status === JOINT_STATUS.RELEASED;
  const manage = joint.rights.organise && open;

  const remove = (s: School) =>
    s.schoolId != null &&
    withdraw.mutateAsync(s.schoolId).then(
      () => void message.success(s.status === JOINT_SCHOOL_STATUS.INVITED ? `已撤回对${s.schoolName}的邀请` : `已将${s.schoolName}移出联考`),
      // The HTTP client has shown the refusal.
      () => undefined,
    );

  const columns: ColumnsType<School> = [
    {
      title: '学校',
      key: 'school',
      render: (_v, s) => (
        <Space size={4} wrap>
          <span>{s.schoolName}</span>
          {s.mine && <Tag color="blue">本校</Tag>}
        </Space>
      ),
    },
    { title: '状态', key: 'status', width: 90, render: (_v, s) => <MyAnswerTag status={s.status} text={s.statusText} /> },
    { title: '学生数', key: 'students', width: 80, align: 'right', render: (_v, s) => (s.subjects.length ? s.students : '—') },
    ...joint.subjects.map((subject) => ({
      title: subject.subjectName,
      key: `subject-${subject.subjectId}`,
      width: 120,
      render: (_v: unknown, s: School) => {
        const c = s.subjects.find((x) => x.subjectId === subject.subjectId);
        return c ? <UploadCount withScores={c.withScores} absent={c.absent} /> : '—';
      },
    })),
    ...(released ? [{ title: '纳入报告', key: 'included', width: 96, render: (_v: unknown, s: School) => (s.included ? <Tag color="green">已纳入</Tag> : <Tag>未纳入</Tag>) }] : []),
    ...(manage
      ? [
          {
            title: '操作',
            key: 'actions',
            width: 110,
            render: (_v: unknown, s: School) => {
              if (s.mine) return null;
              const label = s.status === JOINT_SCHOOL_STATUS.INVITED ? '撤回邀请' : '移出';
              if (hasScores(s))
                return (
                  <Tooltip title="已导入成绩的学校不能移出联考">
                    <Button type="link" size="small" danger disabled>
                      {label}
                    </Button>
                  </Tooltip>
                );
              return (
                <Popconfirm
                  title={label}
                  description={s.status === JOINT_SCHOOL_STATUS.ACCEPTED ? `将${s.schoolName}移出联考，该校的联考考试一并删除。确定移出吗？` : `确定${label}${s.schoolName}吗？`}
                  okText={label}
                  cancelText="取消"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove(s)}
                >
                  <Button type="link" size="small" danger>
                    {label}
                  </Button>
                </Popconfirm>
              );
            },
          },
        ]
      : []),
  ];

  return (
    <Card
      size="small"
      className="joint-card"
      title={`参加学校（${joint.schools.length}）`}
      extra={
        manage && (
          <Button icon={<UserAddOutlined />} onClick={() => setInviting(true)}>
            邀请学校
          </Button>
        )
      }
    >
      {!joint.mine && <Typography.Paragraph type="secondary">各校的成绩导入情况只有发起学校可以看到；这里列出本校和已参加的学校。</Typography.Paragraph>}
      <Table<School>
        aria-label="参加学校"
        rowKey="schoolKey"
        size="small"
        columns={columns}
        dataSource={joint.schools}
        rowClassName={(s) => (s.mine ? 'joint-row-mine' : '')}
        pagination={joint.schools.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '还没有学校' }}
      />
      {manage && <InviteModal jointId={joint.jointId} open={inviting} onClose={() => setInviting(false)} />}
    </Card>
  );
}
