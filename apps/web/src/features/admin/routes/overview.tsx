import { Alert, Button, Card, Col, Descriptions, Row, Space, Spin, Statistic, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { SECTION_NAMES, type TSection } from '@app/contract';
import { paths } from '../../../app/paths';
import { useOverview } from '../api/overview';
import { schoolTime } from '../../../lib/school-time';

/** /admin/overview (概览): the school, its current semester, grades and counts, the last rollover. */
export default function AdminOverviewPage() {
  const navigate = useNavigate();
  const overview = useOverview();
  const o = overview.data;
  if (!o) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {!o.currentSemester && (
        <Alert type="warning" showIcon title="还没有当前学期" description="请先在“学期管理”中新建学期并设为当前学期，再导入班级、教师和学生。" action={<Button onClick={() => navigate(paths.adminSemesters)}>去设置</Button>} />
      )}
      <Row gutter={16}>
        <Col span={8}>
          <Card>
            <Statistic title="在读班级" value={o.clazzCount} suffix="个" />
          </Card>
        </Col>
        <Col span={8}>
          <Card>
            <Statistic title="在读学生" value={o.studentCount} suffix="名" />
          </Card>
        </Col>
        <Col span={8}>
          <Card>
            <Statistic title="教师账号" value={o.teacherCount} suffix="个" />
          </Card>
        </Col>
      </Row>
      <Card title="学校信息" size="small">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="学校">{o.schoolName}</Descriptions.Item>
          <Descriptions.Item label="学校代码">{o.schoolCode || '—'}</Descriptions.Item>
          <Descriptions.Item label="学段">{SECTION_NAMES[o.section as TSection] ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="当前学期">
            {o.currentSemester ? `${o.currentSemester.semesterName}（${o.currentSemester.startDate} 至 ${o.currentSemester.endDate}）` : '未设置'}
          </Descriptions.Item>
          <Descriptions.Item label="年级">
            {o.grades.length ? o.grades.map((g) => <Tag key={g.gradeId}>{g.gradeName}</Tag>) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="最近一次升年级">
            {o.lastRollover ? `${o.lastRollover.toSchoolYear}-${o.lastRollover.toSchoolYear + 1}学年（${schoolTime(o.lastRollover.at)}）` : '还没有升过年级'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="常用操作" size="small">
        <Space wrap>
          <Button onClick={() => navigate(paths.adminImport)}>批量导入班级、教师、学生</Button>
          <Button onClick={() => navigate(paths.adminTeachers)}>管理教师账号</Button>
          <Button onClick={() => navigate(paths.adminRollover)}>新学年升年级</Button>
        </Space>
      </Card>
    </Space>
  );
}
