import { Descriptions, Drawer, Empty, Skeleton, Table, Tabs, Tag } from 'antd';
import { schoolDay } from '@app/contract';
import { fmtFixed, fmtPct } from '../../../lib/report-format';
import { useTeacherDetail } from '../api/teacher-detail';
import type { TeachingFilter } from '../lib/filters';

const day = (iso: string | null) => (iso ? schoolDay(new Date(iso)) : '-');

/** One teacher's records behind the figures: exams analysed, tagging, marking and papers. */
export function TeacherDrawer({ teacherId, filter, onClose }: { teacherId: number | null; filter: TeachingFilter; onClose: () => void }) {
  const detail = useTeacherDetail(teacherId, filter);
  const d = detail.data;
  return (
    <Drawer open={teacherId != null} onClose={onClose} size={760} title={d ? `${d.teacher.teacherName}的工作明细` : '工作明细'} destroyOnHidden>
      {detail.isPending || !d ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label="任教学科">{d.teacher.subjectNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="任教班级" span={2}>{d.teacher.clazzNames.join('、')}</Descriptions.Item>
            <Descriptions.Item label="分析考试">{d.teacher.examsAnalysed}</Descriptions.Item>
            <Descriptions.Item label="标注考试">{d.teacher.examsTagged}</Descriptions.Item>
            <Descriptions.Item label="阅卷量">{d.teacher.answersMarked}</Descriptions.Item>
          </Descriptions>
          <Tabs
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'exams',
                label: `考试分析（${new Set(d.exams.map((e) => e.examId)).size}场）`,
                children: (
                  <Table
                    size="small"
                    rowKey={(r) => `${r.examId}-${r.clazzName}`}
                    dataSource={d.exams}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    locale={{ emptyText: <Empty description="所选范围内没有考试" /> }}
                    columns={[
                      { title: '考试', dataIndex: 'examName' },
                      { title: '日期', dataIndex: 'examDate', width: 110 },
                      { title: '学科', dataIndex: 'subjectName', width: 70 },
                      { title: '班级', dataIndex: 'clazzName', width: 110 },
                      { title: '班级平均分', dataIndex: 'average', align: 'right', render: (v: number | null) => fmtFixed(v) },
                      { title: '年级平均分', dataIndex: 'gradeAverage', align: 'right', render: (v: number | null) => fmtFixed(v) },
                      { title: '及格率', dataIndex: 'passRate', align: 'right', render: (v: number | null) => fmtPct(v) },
                    ]}
                  />
                ),
              },
              {
                key: 'tagged',
                label: `试题标注（${d.tagged.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="examId"
                    dataSource={d.tagged}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    locale={{ emptyText: <Empty description="所选时段内没有标注" /> }}
                    columns={[
                      { title: '考试', dataIndex: 'examName' },
                      { title: '考试日期', dataIndex: 'examDate', width: 110 },
                      { title: '学科', dataIndex: 'subjectName', width: 70 },
                      { title: '标注题数', dataIndex: 'questions', align: 'right', width: 90 },
                      { title: '最近标注', dataIndex: 'lastTaggedAt', width: 110, render: (v: string) => day(v) },
                    ]}
                  />
                ),
              },
              {
                key: 'marking',
                label: `网上阅卷（${d.marking.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="groupId"
                    dataSource={d.marking}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    locale={{ emptyText: <Empty description="所选时段内没有阅卷" /> }}
                    columns={[
                      { title: '考试', dataIndex: 'examName' },
                      { title: '题组', dataIndex: 'groupName', width: 100 },
                      { title: '阅卷量', dataIndex: 'marked', align: 'right', width: 80 },
                      { title: '仲裁', dataIndex: 'arbitrations', align: 'right', width: 70 },
                      { title: '平均用时(秒)', dataIndex: 'avgSeconds', align: 'right', width: 110, render: (v: number | null) => (v == null ? '-' : v) },
                      { title: '双评一致率', dataIndex: 'agreementRate', align: 'right', width: 100, render: (v: number | null) => fmtPct(v) },
                    ]}
                  />
                ),
              },
              {
                key: 'papers',
                label: `组卷（${d.papers.length}）`,
                children: (
                  <Table
                    size="small"
                    rowKey="recordId"
                    dataSource={d.papers}
                    pagination={{ pageSize: 10, hideOnSinglePage: true }}
                    locale={{ emptyText: <Empty description="所选时段内没有组卷" /> }}
                    columns={[
                      { title: '试卷', dataIndex: 'name' },
                      { title: '学科', dataIndex: 'subjectName', width: 70 },
                      { title: '创建', dataIndex: 'createdAt', width: 110, render: (v: string) => day(v) },
                      { title: '发送打印', dataIndex: 'sentAt', width: 110, render: (v: string | null) => (v ? day(v) : <Tag>未发送</Tag>) },
                    ]}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
