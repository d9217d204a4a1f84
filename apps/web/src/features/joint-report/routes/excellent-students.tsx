import { useMemo } from 'react';
import { Card, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TJointExcellentStudents } from '@app/contract';
import { paths } from '../../../app/paths';
import { DASH, fmtNum, positiveInt } from '../../../lib/report-format';
import { DEFAULT_EXCELLENT_LIMIT, EXCELLENT_LIMITS, excellentStudentsQuery } from '../api/excellent-students';
import { ReportFrame } from '../components/report-frame';
import { mineRowClass, SchoolName } from '../components/school-name';
import { reportSearch, useReportParams } from '../lib/report-params';

type Student = TJointExcellentStudents['students'][number] & { key: number };

/** What is shown of another school's student: that it is one, nothing more. */
const OTHER_SCHOOL_STUDENT = '其他学校考生';
const PAGE_SIZE = 50;

/**
 * 优秀学生 (excellentstudent): the union's top students (?limit=, 100 by default). The API names
 * only the viewer's own students; another school's row shows 其他学校考生 and no class, and
 * opens nothing.
 */
export default function ExcellentStudentsPage() {
  const { jointId, subjectId, search, update } = useReportParams();
  const asked = positiveInt(search.get('limit'));
  const limit = EXCELLENT_LIMITS.find((l) => l === asked) ?? DEFAULT_EXCELLENT_LIMIT;
  const students = useQuery({ ...excellentStudentsQuery(jointId ?? 0, subjectId, limit), enabled: jointId != null });
  const extra = (
    <span>
      <span className="filter-label">名单范围 </span>
      <Select
        aria-label="名单范围"
        style={{ width: 140 }}
        value={limit}
        options={EXCELLENT_LIMITS.map((l) => ({ value: l, label: `联考前${l}名` }))}
        onChange={(v: number) => update({ limit: v === DEFAULT_EXCELLENT_LIMIT ? null : v })}
      />
    </span>
  );
  return (
    <ReportFrame title="优秀学生" query={students} head={(d) => d} extra={extra}>
      {(d) => <ExcellentStudentsBody data={d} jointId={jointId ?? 0} />}
    </ReportFrame>
  );
}

function ExcellentStudentsBody({ data, jointId }: { data: TJointExcellentStudents; jointId: number }) {
  const navigate = useNavigate();
  const { requestedSubject } = useReportParams();
  const open = (s: Student) => {
    if (s.studentId != null) navigate({ pathname: paths.jointReportStudent, search: reportSearch(jointId, requestedSubject, { studentId: s.studentId }) });
  };
  // Other schools' students tied on rank, score and school are otherwise identical rows.
  const rows = useMemo(() => data.students.map((s, key) => ({ ...s, key })), [data.students]);
  const columns: ColumnsType<Student> = [
    { title: '联考名次', dataIndex: 'unionRank', width: 88 },
    {
      title: '姓名',
      key: 'name',
      width: 140,
      render: (_v, s) =>
        s.name == null ? (
          <Typography.Text type="secondary">{OTHER_SCHOOL_STUDENT}</Typography.Text>
        ) : s.studentId != null ? (
          <Typography.Link onClick={() => open(s)}>{s.name}</Typography.Link>
        ) : (
          s.name
        ),
    },
    { title: '学校', key: 'school', width: 150, render: (_v, s) => <SchoolName school={s} /> },
    { title: '班级', key: 'clazz', width: 120, render: (_v, s) => (s.name == null ? DASH : (s.clazzName ?? DASH)) },
    { title: `${data.subjectName}成绩`, dataIndex: 'total', width: 100, render: (v: number) => fmtNum(v) },
  ];
  return (
    <Card size="small" title={`联考前${data.limit}名`}>
      <Table<Student>
        rowKey="key"
        size="small"
        aria-label="优秀学生表"
        columns={columns}
        dataSource={rows}
        pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false, showTotal: (t) => `共 ${t} 名考生` } : false}
        locale={{ emptyText: '暂无考生' }}
        rowClassName={mineRowClass}
      />
      <Typography.Text className="joint-note">只显示本校考生的姓名和班级，其他学校的考生不显示姓名和班级。</Typography.Text>
    </Card>
  );
}
