import { useState } from 'react';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TJointDetail } from '@app/contract';
import { paths } from '../../../app/paths';
import { schoolTime } from '../../../lib/school-time';
import { JointActions } from './joint-actions';
import { JointFormModal } from './joint-form-modal';
import { LinesCard } from './lines-card';
import { MyScoresCard } from './my-scores-card';
import { SchoolsCard } from './schools-card';
import { JointStatusTag, MyAnswerTag } from './status-tags';
import { SubjectsCard } from './subjects-card';

/**
 * 联考详情: the joint exam's facts and actions, its subjects and papers, the school's own scores
 * (导入成绩), every school's upload state and the grading lines.
 */
export function JointIntro({ joint }: { joint: TJointDetail }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  return (
    <div className="joint-intro">
      <div className="joint-head">
        <Space size={12} wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(paths.jointList)}>
            返回联考列表
          </Button>
          <Typography.Title level={4} className="joint-title">
            {joint.name}
          </Typography.Title>
          <JointStatusTag status={joint.status} text={joint.statusText} />
          {joint.anonymous ? <Tag>匿名</Tag> : <Tag>实名</Tag>}
        </Space>
        <JointActions joint={joint} onEdit={() => setEditing(true)} />
      </div>
      <Card size="small" className="joint-card">
        <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3 }}>
          <Descriptions.Item label="年级">{joint.gradeName}</Descriptions.Item>
          <Descriptions.Item label="考试日期">{joint.examDate}</Descriptions.Item>
          <Descriptions.Item label="发起学校">
            {joint.organiser}
            {joint.mine && (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                本校
              </Tag>
            )}
          </Descriptions.Item>
          <Descriptions.Item label="学科">{joint.subjects.map((s) => s.subjectName).join('、') || '—'}</Descriptions.Item>
          {!joint.mine && (
            <Descriptions.Item label="本校答复">
              <MyAnswerTag status={joint.myStatus} />
            </Descriptions.Item>
          )}
          {joint.releasedAt && <Descriptions.Item label="发布时间">{schoolTime(joint.releasedAt)}</Descriptions.Item>}
          <Descriptions.Item label="匿名模式">{joint.anonymous ? '开启：其他学校显示为学校A、学校B…，发起学校看到各校名称' : '关闭：各校都能看到参加学校的名称'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <SubjectsCard joint={joint} />
      <MyScoresCard joint={joint} />
      <SchoolsCard joint={joint} />
      <LinesCard joint={joint} />
      {joint.rights.organise && <JointFormModal open={editing} joint={joint} onClose={() => setEditing(false)} />}
    </div>
  );
}
