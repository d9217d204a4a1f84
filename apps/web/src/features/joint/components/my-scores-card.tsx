import { useState } from 'react';
import { Button, Card, Table, Tooltip, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { TJointDetail } from '@app/contract';
import { ScoreImportModal, type ScoreImportExam } from '../academic-parts';
import { jointKey } from '../api/keys';

type Row = { subjectId: number; subjectName: string; examId: number | null; withScores: number; absent: number };

/**
 * 本校成绩: the school's upload state per subject and 导入成绩 (its master or the grade's leaders)
 * into the school's own exam of the subject, with the academic score import.
 */
export function MyScoresCard({ joint }: { joint: TJointDetail }) {
  const qc = useQueryClient();
  const [importOf, setImportOf] = useState<ScoreImportExam | null>(null);
  const mine = joint.schools.find((s) => s.mine);
  if (!mine || joint.myExamGroupId == null) return null;
  const rows: Row[] = joint.subjects.map((s) => {
    const c = mine.subjects.find((x) => x.subjectId === s.subjectId);
    return { subjectId: s.subjectId, subjectName: s.subjectName, examId: c?.examId ?? null, withScores: c?.withScores ?? 0, absent: c?.absent ?? 0 };
  });
  const upload = joint.rights.upload;
  return (
    <Card size="small" className="joint-card" title="本校成绩">
      <Typography.Paragraph type="secondary">
        成绩导入本校的联考考试“{joint.name}”（学情分析中可查看）。本校{joint.gradeName}共 {mine.students} 名学生；每个学科都导入成绩后，本校才会纳入联考报告。
        {!upload && '成绩由校长或年级组长导入。'}
      </Typography.Paragraph>
      <Table<Row>
        aria-label="本校成绩"
        rowKey="subjectId"
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: '学科', dataIndex: 'subjectName' },
          { title: '已导入成绩', dataIndex: 'withScores', width: 120, render: (n: number) => (n > 0 ? `${n}人` : <span className="joint-count-none">未导入</span>) },
          { title: '缺考', dataIndex: 'absent', width: 90, render: (n: number) => `${n}人` },
          ...(upload
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  width: 120,
                  render: (_v: unknown, r: Row) => (
                    <Tooltip title={r.examId == null ? '本校还没有该学科的考试，请刷新后重试' : undefined}>
                      <Button
                        type="link"
                        size="small"
                        disabled={r.examId == null}
                        onClick={() => r.examId != null && setImportOf({ examId: r.examId, subjectName: r.subjectName, groupName: joint.name, clazzes: joint.myClazzes })}
                      >
                        导入成绩
                      </Button>
                    </Tooltip>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ScoreImportModal
        exam={importOf}
        onClose={() => {
          setImportOf(null);
          // The upload state of every school row follows the import.
          void qc.invalidateQueries({ queryKey: jointKey(joint.jointId) });
        }}
      />
    </Card>
  );
}
