import { Card, Col, Descriptions, Row, Statistic, Tag, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { menuEntriesFor, SECTION_NAMES, type TSection, type TTeacherCounters } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { useCounters, useTeacherClazzes, useTeacherInfo } from '../api/teacher-profile';
import { counterHref } from '../lib/links';

/** The six teacher counters (spec section 3), in the brief's names and order. */
const COUNTERS: { key: keyof TTeacherCounters; label: string }[] = [
  { key: 'collectPaper', label: '收藏试卷' },
  { key: 'collectTopic', label: '收藏试题' },
  { key: 'examLabel', label: '试卷标注' },
  { key: 'makePaper', label: '组卷' },
  { key: 'onlineCourse', label: '网课' },
  { key: 'topicError', label: '纠错' },
];

const dash = <Typography.Text type="secondary">-</Typography.Text>;

/** /paper/personalresources/basicInformation (基本信息): the teacher's profile and classes, and the counters of the current subject, each opening its screen where there is one. */
export default function BasicInformationPage() {
  const session = useSession();
  const { subjectId, subjectName, teacher: t0 } = session;
  const info = useTeacherInfo();
  const clazzes = useTeacherClazzes();
  const counters = useCounters(subjectId);
  const t = info.data;
  const coursesShown = menuEntriesFor('paperPersonal', { posts: t0.posts, section: t0.section, subjectId, accountKind: t0.accountKind }).some((e) => e.key === 'paperPersonalCourse');
  const leadGrades = t ? session.grades.filter((g) => t.leadGrades.includes(g.grade)).map((g) => g.gradeName) : [];

  return (
    <div className="pp-stack">
      <Card title="基本信息" size="small" loading={info.isPending} extra={<Link to={paths.userData}>修改资料</Link>}>
        {t && (
          <Descriptions className="pp-profile" column={{ xs: 1, md: 2 }} size="small" aria-label="教师资料">
            <Descriptions.Item label="姓名">{t.teacherName}</Descriptions.Item>
            <Descriptions.Item label="账号">{t.account}</Descriptions.Item>
            <Descriptions.Item label="学校">{t.schoolName}</Descriptions.Item>
            <Descriptions.Item label="学段">{SECTION_NAMES[t.section as TSection] ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="岗位">{t.postsName || dash}</Descriptions.Item>
            <Descriptions.Item label="管理年级">{leadGrades.length ? leadGrades.join('、') : dash}</Descriptions.Item>
            <Descriptions.Item label="任教学科">{t.subjects.length ? t.subjects.map((s) => <Tag key={s.subjectId}>{s.subjectName}</Tag>) : dash}</Descriptions.Item>
            <Descriptions.Item label="手机号">{t.phone || dash}</Descriptions.Item>
            <Descriptions.Item label="本学期班级" span="filled">
              {clazzes.isPending ? '正在加载…' : clazzes.data?.length ? clazzes.data.map((c) => <Tag key={c.clazzId}>{c.clazzName}</Tag>) : <Typography.Text type="secondary">本学期没有任教或管理的班级</Typography.Text>}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <Card title={`我的数据${subjectName ? `（${subjectName}）` : ''}`} size="small">
        <Row gutter={[16, 16]}>
          {COUNTERS.map((c) => {
            const href = counterHref(c.key, subjectId, coursesShown);
            const card = (
              <Card className="pp-counter" size="small" hoverable={href != null}>
                <Statistic title={c.label} value={counters.data?.[c.key] ?? 0} loading={counters.isPending} />
                <div className="pp-counter-foot">{href ? <>查看 <RightOutlined /></> : ' '}</div>
              </Card>
            );
            return (
              <Col key={c.key} xs={12} md={8} xl={4}>
                {href ? (
                  <Link to={href} className="pp-counter-link" aria-label={`${c.label}：${counters.data?.[c.key] ?? 0}，查看`}>
                    {card}
                  </Link>
                ) : (
                  card
                )}
              </Col>
            );
          })}
        </Row>
      </Card>
    </div>
  );
}
