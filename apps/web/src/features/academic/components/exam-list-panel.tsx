import { Card, Empty, Pagination, Skeleton, Tag, Typography } from 'antd';
import type { TExamListItem } from '../api/exam-list';
import { DOWN_COLOR, fmtNum, UP_COLOR } from '../../../lib/report-format';

type Props = {
  items: TExamListItem[];
  total: number;
  pageNo: number;
  pageSize: number;
  loading: boolean;
  selectedId: number | null;
  onSelect: (exam: TExamListItem) => void;
  onPage: (pageNo: number) => void;
};

function AverageLine({ exam }: { exam: TExamListItem }) {
  if (exam.inMarking) return <Tag color="processing">阅卷中</Tag>;
  if (!exam.hasScores) return <Tag color="default">未导入成绩</Tag>;
  const diff = exam.average != null && exam.gradeAverage != null ? exam.average - exam.gradeAverage : null;
  return (
    <span className="exam-item-avg">
      班级均分 <b>{fmtNum(exam.average)}</b>
      <span className="exam-item-sep">/</span>年级 {fmtNum(exam.gradeAverage)}
      {diff != null && (
        <span style={{ color: diff >= 0 ? UP_COLOR : DOWN_COLOR, marginLeft: 6 }}>
          {diff >= 0 ? '↑' : '↓'}
          {fmtNum(Math.abs(diff))}
        </span>
      )}
    </span>
  );
}

/** The class's exams in the current subject, newest first: name, date, type, class vs grade average. */
export function ExamListPanel({ items, total, pageNo, pageSize, loading, selectedId, onSelect, onPage }: Props) {
  return (
    <Card className="exam-list-panel" title={`考试列表${total ? `（${total}）` : ''}`} size="small" styles={{ body: { padding: 8 } }}>
      {loading && !items.length ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : !items.length ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="该班级本学科暂无考试" />
      ) : (
        <div role="listbox" aria-label="考试列表" className="exam-list">
          {items.map((e) => {
            const selected = e.examId === selectedId;
            return (
              <div
                key={e.examId}
                role="option"
                aria-selected={selected}
                tabIndex={0}
                className={`exam-item${selected ? ' exam-item-selected' : ''}`}
                onClick={() => onSelect(e)}
                onKeyDown={(k) => {
                  if (k.key === 'Enter' || k.key === ' ') onSelect(e);
                }}
              >
                <Typography.Text strong ellipsis className="exam-item-name">
                  {e.name}
                </Typography.Text>
                <div className="exam-item-meta">
                  <Tag color="processing" bordered={false}>
                    {e.typeName}
                  </Tag>
                  <span>{e.examDate}</span>
                  {e.clazzRank != null && <span className="exam-item-rank">班级排名 {e.clazzRank}</span>}
                </div>
                <AverageLine exam={e} />
              </div>
            );
          })}
        </div>
      )}
      {total > pageSize && <Pagination simple size="small" align="center" current={pageNo} pageSize={pageSize} total={total} onChange={onPage} style={{ marginTop: 8 }} />}
    </Card>
  );
}
