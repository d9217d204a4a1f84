import { useState } from 'react';
import { Button, Card, Table, Tag } from 'antd';
import type { TJointDetail } from '@app/contract';
import { fmtNum } from '../../../lib/report-format';
import { JointPaperModal } from './joint-paper-modal';

type Subject = TJointDetail['subjects'][number];

/** 学科与试卷: each subject's full score and paper; the organiser sets the papers, the others may read them. */
export function SubjectsCard({ joint }: { joint: TJointDetail }) {
  const [paperOf, setPaperOf] = useState<Subject | null>(null);
  const organise = joint.rights.organise;
  return (
    <Card size="small" className="joint-card" title="学科与试卷">
      <Table<Subject>
        aria-label="学科与试卷"
        rowKey="subjectId"
        size="small"
        pagination={false}
        dataSource={joint.subjects}
        locale={{ emptyText: '联考还没有学科' }}
        columns={[
          { title: '学科', dataIndex: 'subjectName' },
          { title: '满分', dataIndex: 'fullScore', width: 100, render: (v: number) => fmtNum(v) },
          { title: '试卷结构', key: 'paper', width: 140, render: (_v, s) => (s.questionCount > 0 ? `${s.questionCount}题` : <Tag color="orange">未设置</Tag>) },
          {
            title: '操作',
            key: 'actions',
            width: 160,
            render: (_v, s) =>
              organise ? (
                <Button type="link" size="small" onClick={() => setPaperOf(s)}>
                  设置试卷结构
                </Button>
              ) : s.questionCount > 0 ? (
                <Button type="link" size="small" onClick={() => setPaperOf(s)}>
                  查看试卷结构
                </Button>
              ) : null,
          },
        ]}
      />
      <JointPaperModal joint={joint} subject={paperOf} onClose={() => setPaperOf(null)} />
    </Card>
  );
}
