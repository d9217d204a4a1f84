import { Input, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TJointStudentPage } from '@app/contract';
import { paths } from '../../../app/paths';
import { DASH, fmtNum, fmtPct, positiveInt } from '../../../lib/report-format';
import { JOINT_STUDENT_PAGE_SIZE, studentsQuery, type TJointStudentFilter } from '../api/students';
import { reportSearch, useReportParams } from '../lib/report-params';
import { ReportError } from './report-error';

type Student = TJointStudentPage['list'][number];

/** The student list's filter as the address holds it (?clazzId=&keyword=&pageNo=). */
export function useStudentFilter(subjectId: number): TJointStudentFilter {
  const { search } = useReportParams();
  return { subjectId, clazzId: positiveInt(search.get('clazzId')), keyword: search.get('keyword') ?? '', pageNo: positiveInt(search.get('pageNo')) ?? 1 };
}

/**
 * The school's own students in the subject (?clazzId=&keyword=&pageNo= kept in the address, so
 * coming back from a student's report finds the same page); a row opens the student's report.
 */
export function StudentList({ jointId, subjectId, clazzes }: { jointId: number; subjectId: number; clazzes: { clazzId: number; clazzName: string }[] }) {
  const navigate = useNavigate();
  const { update } = useReportParams();
  const filter = useStudentFilter(subjectId);
  const { clazzId, keyword, pageNo } = filter;
  const page = useQuery(studentsQuery(jointId, filter));
  const open = (s: Student) => navigate({ pathname: paths.jointReportStudent, search: reportSearch(jointId, subjectId, { studentId: s.studentId }) });

  const columns: ColumnsType<Student> = [
    { title: '学号', dataIndex: 'studentNum', width: 120 },
    {
      title: '姓名',
      dataIndex: 'name',
      width: 100,
      render: (v: string, s) => (
        <Typography.Link
          onClick={(e) => {
            e.stopPropagation();
            open(s);
          }}
        >
          {v}
        </Typography.Link>
      ),
    },
    { title: '班级', dataIndex: 'clazzName', width: 110 },
    { title: '成绩', dataIndex: 'total', width: 80, render: (v: number | null, s) => (s.absent ? <Tag>缺考</Tag> : fmtNum(v)) },
    { title: '班级名次', dataIndex: 'classRank', width: 88, render: (v: number | null) => v ?? DASH },
    { title: '校内名次', dataIndex: 'schoolRank', width: 88, render: (v: number | null) => v ?? DASH },
    { title: '联考名次', dataIndex: 'unionRank', width: 88, render: (v: number | null) => v ?? DASH },
    { title: '超过的考生比例', dataIndex: 'percentile', width: 120, render: (v: number | null) => fmtPct(v) },
  ];

  return (
    <>
      <div className="table-toolbar">
        <Select
          aria-label="班级"
          allowClear
          placeholder="全部班级"
          style={{ width: 150 }}
          value={clazzId ?? undefined}
          options={clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))}
          onChange={(v: number | undefined) => update({ clazzId: v ?? null, pageNo: null })}
        />
        <Input.Search
          key={keyword}
          aria-label="搜索学生"
          placeholder="姓名或学号"
          allowClear
          defaultValue={keyword}
          style={{ width: 220 }}
          onSearch={(v) => update({ keyword: v.trim() || null, pageNo: null })}
        />
        {page.data && <span className="table-toolbar-note">联考共 {page.data.participants} 名考生参考；点击学生查看其联考报告</span>}
      </div>
      {page.isError ? (
        <ReportError error={page.error} />
      ) : (
        <Table<Student>
          rowKey="studentId"
          size="small"
          aria-label="本校学生成绩表"
          columns={columns}
          dataSource={page.data?.list ?? []}
          loading={page.isFetching}
          locale={{ emptyText: keyword || clazzId ? '没有符合条件的学生' : '暂无学生成绩' }}
          onRow={(s) => ({ onClick: () => open(s), style: { cursor: 'pointer' } })}
          scroll={{ x: 800 }}
          pagination={{
            current: pageNo,
            pageSize: JOINT_STUDENT_PAGE_SIZE,
            total: page.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (t) => `共 ${t} 名学生`,
            onChange: (p) => update({ pageNo: p > 1 ? p : null }),
          }}
        />
      )}
    </>
  );
}
