import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, SwapOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { ERR } from '@app/contract';
import { paths } from '../../../app/paths';
import { useSession } from '../../../app/session/session-context';
import { ApiError } from '../../../lib/http';
import { examGroupQuery } from '../api/exam-group';
import { groupTotalQuery } from '../api/group-total';
import { currentSemesterQuery, semestersQuery } from '../api/semesters';
import type { TExamGroupView } from '../api/types';
import { visibleClazzesQuery } from '../api/visible-clazzes';
import { ContrastModal } from '../components/contrast-modal';
import { TotalClassStats, TotalTable } from '../components/total-table';
import { isForbidden } from '../lib/api-error';
import { fmtNum, positiveInt } from '../../../lib/report-format';
import '../tools.css';

type SubjectExam = TExamGroupView['exams'][number];

function GroupTotal({ examGroupId }: { examGroupId: number }) {
  const total = useQuery(groupTotalQuery(examGroupId, null));
  if (total.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (isForbidden(total.error)) return <Alert type="info" showIcon title="总分排名仅对班主任、年级组长和校长开放" description="您可以在上方进入所教学科的班级成绩分析。" />;
  if (total.error instanceof ApiError && total.error.errCode === ERR.NOT_FOUND) return <Empty description="这次考试还没有成绩" />;
  if (total.isError) return <Result status="warning" title="总分加载失败" subTitle={total.error.message} />;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <TotalClassStats data={total.data} />
      <TotalTable data={total.data} />
    </Space>
  );
}

/** /academic/examhistory/examhistorydetail?examGroupId=: a past exam's subjects and classes, links into the reports, the 总分 table and 对比. */
export default function ExamHistoryDetailPage() {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const examGroupId = positiveInt(search.get('examGroupId'));
  const group = useQuery(examGroupQuery(examGroupId));
  const current = useQuery(currentSemesterQuery());
  const semesters = useQuery(semestersQuery(session.isPrincipalClient));
  const visible = useQuery(visibleClazzesQuery(current.data?.semesterId));
  const [contrastOpen, setContrastOpen] = useState(false);

  const back = () => navigate({ pathname: paths.academicExamHistoryList, search: group.data ? `?semesterId=${group.data.semesterId}` : '' });
  if (examGroupId == null) return <Result status="warning" title="缺少考试" extra={<Button onClick={back}>返回历史考试</Button>} />;

  // The report pages follow the header subject: switch it first when the teacher has that subject.
  const open = (e: SubjectExam, clazzId: number) => {
    if (session.subjectOptions.some((s) => s.subjectId === e.subjectId) && session.subjectId !== e.subjectId) session.setSubjectId(e.subjectId);
    navigate({ pathname: paths.academicClassInfo, search: `?clazzId=${clazzId}&examId=${e.examId}` });
  };
  const visibleIds = new Set((visible.data ?? []).map((c) => c.clazzId));
  const g = group.data;
  const columns: ColumnsType<SubjectExam> = [
    { title: '学科', dataIndex: 'subjectName', width: 90 },
    { title: '满分', dataIndex: 'fullScore', width: 80, render: (v: number) => `${fmtNum(v)} 分` },
    { title: '成绩', dataIndex: 'studentCount', width: 110, render: (v: number) => (v > 0 ? <Tag color="green">{v} 名学生</Tag> : <Tag>未导入</Tag>) },
    {
      title: '班级成绩分析',
      key: 'clazzes',
      render: (_v, e) => {
        const mine = (g?.clazzes ?? []).filter((c) => visibleIds.has(c.clazzId));
        if (e.studentCount === 0) return <Typography.Text type="secondary">未导入成绩</Typography.Text>;
        if (!mine.length) return <Typography.Text type="secondary">没有可查看的班级</Typography.Text>;
        return (
          <div className="tools-clazz-links">
            {mine.map((c) => (
              <Button key={c.clazzId} size="small" type="link" style={{ padding: 0 }} aria-label={`${e.subjectName}${c.clazzName}`} onClick={() => open(e, c.clazzId)}>
                {c.clazzName}
              </Button>
            ))}
          </div>
        );
      },
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card
        size="small"
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label="返回" onClick={back} />
            <span>{g?.name ?? '考试详情'}</span>
          </Space>
        }
        extra={
          <Button icon={<SwapOutlined />} disabled={!g} onClick={() => setContrastOpen(true)}>
            对比
          </Button>
        }
      >
        {group.isPending ? (
          <Skeleton active />
        ) : group.isError ? (
          <Result status="info" title="无法查看该考试" subTitle={group.error.message} />
        ) : (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Descriptions
              size="small"
              column={{ xs: 1, md: 4 }}
              items={[
                { key: 'type', label: '考试类型', children: group.data.typeName },
                { key: 'date', label: '考试日期', children: group.data.examDate },
                { key: 'grade', label: '年级', children: group.data.gradeName },
                { key: 'clazzes', label: '参考班级', children: `${group.data.clazzes.length} 个班` },
              ]}
            />
            <Table<SubjectExam> rowKey="examId" size="small" aria-label="学科与班级" columns={columns} dataSource={group.data.exams} pagination={false} locale={{ emptyText: '这次考试没有学科' }} />
          </Space>
        )}
      </Card>
      {g && (
        <Card size="small" title="总分成绩与排名">
          <GroupTotal examGroupId={g.examGroupId} />
        </Card>
      )}
      <ContrastModal open={contrastOpen} onClose={() => setContrastOpen(false)} group={g ?? null} semesters={semesters.data ?? []} />
    </Space>
  );
}
