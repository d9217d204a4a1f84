import { Alert, Card, Col, Empty, Row, Tag, Timeline, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { studentPointsQuery } from '../api/student-points';
import { QueryStates } from '../components/student-states';
import { fmtPct } from '../../../lib/report-format';
import { useStudentContext } from '../lib/student-context';
import { reviewPlanFor } from '../lib/student-summary';

const LEVEL_COLORS: Record<string, string> = { 基础薄弱: 'red', 方法不熟: 'orange', 基本掌握: 'blue' };

/** 假期复习 (holidyReview): for each weak knowledge point, a week-by-week plan from its advice. */
export default function HolidayReviewPage() {
  const { studentId, studentName, subjectId, subjectName } = useStudentContext();
  const points = useQuery(studentPointsQuery(studentId, subjectId));
  return (
    <QueryStates query={points} isEmpty={(d) => !d.points.length} empty={`本学期${subjectName}还没有该学生的知识点得分，暂无复习计划`}>
      {(d) => {
        if (!d.guide.length) return <Empty description={`${studentName}各知识点掌握率均在80%以上，假期可做拓展提高题`} />;
        const plans = d.guide.map(reviewPlanFor);
        const weeks = Math.max(...plans.map((p) => p.weeks.length));
        return (
          <div className="trends-page">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="review-title">
              {studentName}的{subjectName}假期复习计划
            </Typography.Title>
            <Alert type="info" showIcon title={`共 ${plans.length} 个薄弱知识点，约 ${weeks} 周。建议每天安排 30-40 分钟，按周推进，每周末自测一次。`} />
            <Row gutter={[12, 12]}>
              {plans.map((p, i) => (
                <Col xs={24} lg={12} xxl={8} key={p.kpId}>
                  <Card size="small" title={`${i + 1}. ${p.name}`} extra={<Tag color={LEVEL_COLORS[p.level]}>{p.level} · {fmtPct(p.mastery, 0)}</Tag>} aria-label={`复习计划：${p.name}`}>
                    <Timeline
                      items={p.weeks.map((w) => ({
                        content: (
                          <div>
                            <span className="trends-plan-week">第{w.week}周 {w.title}</span>
                            <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
                              {w.tasks.map((t) => (
                                <li key={t}>{t}</li>
                              ))}
                            </ul>
                          </div>
                        ),
                      }))}
                    />
                    <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 0 }}>
                      依据：{p.advice}
                    </Typography.Paragraph>
                  </Card>
                </Col>
              ))}
            </Row>
          </div>
        );
      }}
    </QueryStates>
  );
}
