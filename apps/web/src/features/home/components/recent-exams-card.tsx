import type { CSSProperties } from 'react';
import { Card, Empty, Space, Tag } from 'antd';
import useToken from 'antd/es/theme/useToken';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TClazz } from '@app/contract';
import { recentExamsQuery } from '../api/recent-exams';

/**
 * 最近考试 on /home: the newest exams of the term; a click opens the exam's analysis for the
 * teacher's first class in it and the current subject (or the exam's first subject).
 */
export function RecentExamsCard({ subjectId, myClazzes }: { subjectId: number | null; myClazzes: TClazz[] }) {
  const exams = useQuery(recentExamsQuery());
  const navigate = useNavigate();
  const list = exams.data?.list ?? [];
  const [, token] = useToken();
  const linkColours = { '--home-link': token.colorLink, '--home-link-hover': token.colorLinkHover, '--home-link-active': token.colorLinkActive } as CSSProperties;
  return (
    <Card title="最近考试" className="home-card" loading={exams.isPending} extra={
        list.length > 0 && (
          <a className="home-link" href="#/academic/examdetail" style={linkColours}>
            学情分析
          </a>
        )
      }>
      {list.length === 0 ? (
        <Empty description="本学期暂无考试" />
      ) : (
        // The small, split list antd's List drew, without List and its pagination.
        <ul className="home-list">
          {list.map((g) => {
            const exam = g.exams.find((e) => e.subjectId === subjectId) ?? g.exams[0];
            const clazz = g.clazzes.find((c) => myClazzes.some((m) => m.clazzId === c.clazzId)) ?? g.clazzes[0];
            const open = () => exam && clazz && navigate(`/academic/examdetail/classinfo?clazzId=${clazz.clazzId}&examId=${exam.examId}`);
            return (
              <li key={g.examGroupId} className="home-list-item recent-exam" onClick={open} style={{ cursor: 'pointer' }} aria-label={g.name}>
                <Space orientation="vertical" size={2} style={{ width: '100%' }}>
                  <Space>
                    <span className="home-text-strong">{g.name}</span>
                    <Tag color="blue">{g.typeName}</Tag>
                    <span className="home-text-secondary">{g.examDate}</span>
                  </Space>
                  <Space size={4} wrap>
                    {g.exams.map((e) => (
                      <Tag key={e.examId} color={e.subjectId === subjectId ? 'processing' : undefined}>
                        {e.subjectName}
                      </Tag>
                    ))}
                  </Space>
                </Space>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
