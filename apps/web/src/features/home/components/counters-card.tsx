import { Card, Col, Row, Statistic } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TTeacherCounters } from '@app/contract';
import { countersQuery } from '../api/home-data';

const ITEMS: { key: keyof TTeacherCounters; label: string }[] = [
  { key: 'collectPaper', label: '收藏试卷' },
  { key: 'collectTopic', label: '收藏试题' },
  { key: 'makePaper', label: '我的组卷' },
  { key: 'examLabel', label: '已标注考试' },
  { key: 'onlineCourse', label: '我的网课' },
  { key: 'topicError', label: '试题纠错' },
];

/** The teacher counters of spec section 3, counted from the database. */
export function CountersCard({ subjectId }: { subjectId: number | null }) {
  const counters = useQuery(countersQuery(subjectId));
  return (
    <Card title="我的数据" className="home-card">
      <Row gutter={[16, 16]}>
        {ITEMS.map((it) => (
          <Col key={it.key} xs={12} md={8}>
            <Statistic title={it.label} value={counters.data?.[it.key] ?? 0} loading={counters.isPending} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
