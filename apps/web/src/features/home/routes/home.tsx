import { Card, Col, Descriptions, Row, Space, Tag } from 'antd';
import { BellOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../app/session/session-context';
import { paths } from '../../../app/paths';
import { currentSemesterQuery, visibleClazzesQuery } from '../api/home-data';
import { RecentExamsCard } from '../components/recent-exams-card';
import { ClazzCard } from '../components/clazz-card';
import { CountersCard } from '../components/counters-card';
import '../home.css';

/** /home (教师端): who I am, my data, my classes and the way into each area. */
export default function HomePage() {
  const session = useSession();
  const navigate = useNavigate();
  const semester = useQuery(currentSemesterQuery());
  const clazzes = useQuery(visibleClazzesQuery(semester.data?.semesterId));
  const { teacher } = session;
  const entries = [
    ...session.menus.filter((m) => m.key !== 'home').map((m) => ({ key: m.key, label: m.label, path: m.path, icon: null })),
    { key: 'user', label: '个人中心', path: paths.userData, icon: <UserOutlined /> },
    { key: 'msg', label: '消息通知', path: paths.userMsg, icon: <BellOutlined /> },
  ];
  return (
    <div className="page">
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card className="home-card home-welcome">
            <h4 className="home-greeting">{teacher.teacherName}老师，您好</h4>
            <Descriptions column={{ xs: 1, md: 2 }} size="small">
              <Descriptions.Item label="学校">{teacher.schoolName}</Descriptions.Item>
              <Descriptions.Item label="当前学期">{semester.data?.semesterName ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="岗位">{teacher.postsName || '-'}</Descriptions.Item>
              <Descriptions.Item label="任教学科">
                <Space size={4} wrap>
                  {teacher.subjects.map((s) => (
                    <Tag key={s.subjectId}>{s.subjectName}</Tag>
                  ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title="快捷入口" className="home-card">
            <Space wrap>
              {entries.map((e) => (
                <Tag.CheckableTag key={e.key} checked={false} onChange={() => navigate(e.path)} className="home-entry">
                  {e.icon} {e.label}
                </Tag.CheckableTag>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <RecentExamsCard subjectId={session.subjectId} myClazzes={(clazzes.data ?? []).filter((c) => c.teaching === 1 || c.isAdmin === 1)} />
        </Col>
        <Col xs={24} xl={14}>
          <CountersCard subjectId={session.subjectId} />
        </Col>
        <Col span={24}>
          <ClazzCard semesterId={semester.data?.semesterId} subjects={session.schoolSubjects} />
        </Col>
      </Row>
    </div>
  );
}
