import { Alert, Card, Col, Empty, Progress, Row, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { studentPointsQuery } from '../api/student-points';
import { QueryStates } from '../components/student-states';
import { fmtPct, roundTo } from '../../../lib/report-format';
import { useStudentContext } from '../lib/student-context';
import { reviewPlanFor } from '../lib/student-summary';

const LEVEL_COLORS: Record<string, string> = { 基础薄弱: 'red', 方法不熟: 'orange', 基本掌握: 'blue' };

/** 提分建议 (improveGuide): concrete advice for the student's weakest knowledge points. */
export default function ImproveGuidePage() {
  const { studentId, studentName, subjectId, subjectName } = useStudentContext();
  const points = useQuery(studentPointsQuery(studentId, subjectId));
  return (
    <QueryStates query={points} isEmpty={(d) => !d.points.length} empty={`本学期${subjectName}还没有该学生的知识点得分，暂无提分建议`}>
      {(d) =>
        !d.guide.length ? (
          <Empty description={`${studentName}各知识点掌握率均在80%以上，保持练习即可，暂无提分建议`} />
        ) : (
          <div className="trends-page">
            <Alert type="info" showIcon title={`根据本学期${subjectName}各次考试的得分，${studentName}掌握率最低的${d.guide.length}个知识点及提分建议：`} />
            <Row gutter={[12, 12]}>
              {d.guide.map((g, i) => {
                const level = reviewPlanFor(g).level;
                return (
                  <Col xs={24} lg={12} key={g.kpId}>
                    <Card
                      size="small"
                      className="trends-guide-card"
                      title={`${i + 1}. ${g.name}`}
                      extra={<Tag color={LEVEL_COLORS[level]}>{level}</Tag>}
                      aria-label={`提分建议：${g.name}`}
                    >
                      <Progress percent={roundTo(g.mastery * 100, 1)} size="small" format={() => `掌握率 ${fmtPct(g.mastery, 0)}`} />
                      <p className="trends-guide-advice">{g.advice}</p>
                    </Card>
                  </Col>
                );
              })}
            </Row>
          </div>
        )
      }
    </QueryStates>
  );
}
