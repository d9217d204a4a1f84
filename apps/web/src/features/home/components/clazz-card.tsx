import { lazy, Suspense, useMemo, useState } from 'react';
import { Card, Col, Empty, Row, Space, Tag } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { TClazz, TSubject } from '@app/contract';
import { visibleClazzesQuery } from '../api/home-data';

// The students drawer (antd's Drawer, Table with pagination, search box) loads when a class is
// first opened: it is no part of the first screen (docs/performance.md, "Web client delivery").
// The 我的班级 / 所管年级全部班级 switch is shown only to teachers who see more classes than their own.
const Segmented = lazy(() => import('antd/es/segmented'));
const StudentsDrawer = lazy(() => import('./students-drawer').then((m) => ({ default: m.StudentsDrawer })));

/** The classes the teacher may see (grade leaders: whole grades), grouped by grade; click to see students. */
export function ClazzCard({ semesterId, subjects }: { semesterId: number | undefined; subjects: TSubject[] }) {
  const clazzes = useQuery(visibleClazzesQuery(semesterId));
  const [open, setOpen] = useState<TClazz | null>(null);
  // Mounted from the first opening on, so it keeps its closing animation afterwards.
  const [opened, setOpened] = useState(false);
  const [scope, setScope] = useState<'mine' | 'all'>('mine');
  const subjectName = (id: number) => subjects.find((s) => s.subjectId === id)?.subjectName;
  const all = clazzes.data ?? [];
  const mine = all.filter((c) => c.teaching === 1 || c.isAdmin === 1);
  const hasMore = all.length > mine.length;
  const shown = scope === 'all' || !hasMore ? all : mine;
  const groups = useMemo(() => {
    const m = new Map<string, TClazz[]>();
    for (const c of shown) m.set(c.gradeName, [...(m.get(c.gradeName) ?? []), c]);
    return [...m.entries()];
  }, [shown]);

  return (
    <Card
      title="我的班级"
      className="home-card"
      loading={clazzes.isPending}
      extra={
        hasMore && (
          <Suspense fallback={null}>
            <Segmented aria-label="班级范围" value={scope} onChange={(v) => setScope(v as 'mine' | 'all')} options={[{ label: '我的班级', value: 'mine' }, { label: `所管年级全部班级（${all.length}）`, value: 'all' }]} />
          </Suspense>
        )
      }
    >
      {shown.length === 0 ? (
        <Empty description="本学期暂无任教班级" />
      ) : (
        groups.map(([gradeName, list]) => (
          <div key={gradeName} className="clazz-group">
            <span className="home-text-secondary clazz-group-title">{gradeName}</span>
            {/* The grid antd's List drew (gutter 12; 1, 2, 3, 4, 4, 6 a row), without List and its pagination. */}
            <Row gutter={12} role="list">
              {list.map((c) => (
                <Col key={c.clazzId} xs={24} sm={12} md={8} lg={6} xl={6} xxl={4} role="listitem">
                  <div className="home-grid-item">
                    <Card
                      size="small"
                      hoverable
                      onClick={() => {
                        setOpened(true);
                        setOpen(c);
                      }}
                      className="clazz-tile"
                      aria-label={c.clazzName}
                    >
                      <div className="clazz-tile-name">{c.clazzName}</div>
                      <Space size={4} wrap>
                        <span className="clazz-tile-count">
                          <TeamOutlined /> {c.studentCount}人
                        </span>
                        {c.isAdmin === 1 && <Tag color="gold">班主任</Tag>}
                        {c.teachingSubjectIds.map((id) => (
                          <Tag key={id} color="processing">
                            {subjectName(id) ?? '任教'}
                          </Tag>
                        ))}
                      </Space>
                    </Card>
                  </div>
                </Col>
              ))}
            </Row>
          </div>
        ))
      )}
      {opened && (
        <Suspense fallback={null}>
          <StudentsDrawer clazz={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Card>
  );
}
