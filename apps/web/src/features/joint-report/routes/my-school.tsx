import type { ReactNode } from 'react';
import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointMySchool } from '@app/contract';
import { compareNullable, DASH, fmtFixed, fmtNum, fmtPct } from '../../../lib/report-format';
import { mySchoolQuery } from '../api/my-school';
import { studentsQuery } from '../api/students';
import { betterThan, FigureCards, SignedRate, type Figure } from '../components/figures';
import { ReportFrame } from '../components/report-frame';
import { UnionRow } from '../components/school-table';
import { StudentList, useStudentFilter } from '../components/student-list';
import { useReportParams } from '../lib/report-params';

type Clazz = TJointMySchool['classes'][number];

/** 本校成绩 (jointnowschoolport): the school against the union, its classes, and its students (each opening a report). */
export default function MySchoolPage() {
  const { jointId, subjectId } = useReportParams();
  const mine = useQuery({ ...mySchoolQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  // The student list's request goes out with the school's, not after it has arrived.
  const filter = useStudentFilter(subjectId);
  useQuery({ ...studentsQuery(jointId ?? 0, filter), enabled: jointId != null });
  return (
    <ReportFrame title="本校成绩" query={mine} head={(d) => d} clearOnSubject={['pageNo']}>
      {(d) => <MySchoolBody data={d} jointId={jointId ?? 0} subjectId={subjectId} />}
    </ReportFrame>
  );
}

function MySchoolBody({ data, jointId, subjectId }: { data: TJointMySchool; jointId: number; subjectId: number }) {
  const s = data.school;
  const u = data.union;
  const cards: Figure[] = [
    { key: 'participants', title: '参考人数', value: s.participants, sub: `缺考 ${s.absent} 人 · 联考 ${u.participants} 人` },
    { key: 'average', title: '平均分', value: fmtFixed(s.average), sub: `联考平均分 ${fmtFixed(u.average)}`, better: betterThan(s.average, u.average), tip: '参考学生得分之和 ÷ 参考人数' },
    { key: 'rank', title: '学校名次', value: s.rank != null ? `${s.rank}/${data.schoolCount}` : DASH, sub: '按学校平均分排名', tip: '本校平均分在参考学校中的名次，1 为最好' },
    { key: 'aboveAverage', title: '超均率', value: fmtPct(s.aboveAverageRate), sub: '（本校均分 − 联考均分）÷ 联考均分', better: betterThan(s.aboveAverageRate, 0) },
    { key: 'max', title: '最高分', value: fmtNum(s.max), sub: `联考最高 ${fmtNum(u.max)}` },
    { key: 'min', title: '最低分', value: fmtNum(s.min), sub: `联考最低 ${fmtNum(u.min)}` },
    { key: 'stdDev', title: '标准差', value: fmtFixed(s.stdDev), sub: `联考 ${fmtFixed(u.stdDev)}`, tip: '成绩的离散程度（总体标准差）：越大表示分数越分散，本身无好坏之分' },
    { key: 'pass', title: '及格率', value: fmtPct(s.pass.rate), sub: `${s.pass.count} 人 · 联考 ${fmtPct(u.pass.rate)}`, better: betterThan(s.pass.rate, u.pass.rate) },
    { key: 'good', title: '良好率', value: fmtPct(s.good.rate), sub: `${s.good.count} 人 · 联考 ${fmtPct(u.good.rate)}`, better: betterThan(s.good.rate, u.good.rate) },
    { key: 'excellent', title: '优秀率', value: fmtPct(s.excellent.rate), sub: `${s.excellent.count} 人 · 联考 ${fmtPct(u.excellent.rate)}`, better: betterThan(s.excellent.rate, u.excellent.rate) },
    { key: 'low', title: '低分率', value: fmtPct(s.low.rate), sub: `${s.low.count} 人 · 联考 ${fmtPct(u.low.rate)}`, better: betterThan(s.low.rate, u.low.rate, false), tip: '低分率越低越好' },
  ];

  const columns: ColumnsType<Clazz> = [
    { title: '班级', dataIndex: 'clazzName', width: 110, fixed: 'left' },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    { title: '平均分', dataIndex: 'average', width: 88, sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    { title: '超均率', dataIndex: 'aboveAverageRate', width: 88, sorter: (a, b) => compareNullable(a.aboveAverageRate, b.aboveAverageRate), render: (v: number | null) => <SignedRate rate={v} /> },
    { title: '联考名次', dataIndex: 'unionRank', width: 88, sorter: (a, b) => compareNullable(a.unionRank, b.unionRank), render: (v: number | null) => v ?? DASH },
    { title: '校内名次', dataIndex: 'schoolRank', width: 88, sorter: (a, b) => compareNullable(a.schoolRank, b.schoolRank), render: (v: number | null) => v ?? DASH },
    { title: '最高分', dataIndex: 'max', width: 80, render: (v: number | null) => fmtNum(v) },
    { title: '最低分', dataIndex: 'min', width: 80, render: (v: number | null) => fmtNum(v) },
    { title: '及格率', key: 'pass', width: 80, render: (_v, c) => fmtPct(c.pass.rate) },
    { title: '优秀率', key: 'excellent', width: 80, render: (_v, c) => fmtPct(c.excellent.rate) },
    { title: '低分率', key: 'low', width: 80, render: (_v, c) => fmtPct(c.low.rate) },
  ];
  const row = (x: TJointMySchool['union'], rate: ReactNode) => [
    x.participants,
    fmtFixed(x.average),
    rate,
    DASH,
    DASH,
    fmtNum(x.max),
    fmtNum(x.min),
    fmtPct(x.pass.rate),
    fmtPct(x.excellent.rate),
    fmtPct(x.low.rate),
  ];

  return (
    <>
      <FigureCards items={cards} />
      <Card size="small" title="本校各班成绩">
        <Table<Clazz>
          rowKey="clazzId"
          size="small"
          aria-label="本校各班成绩表"
          columns={columns}
          dataSource={data.classes}
          pagination={false}
          scroll={{ x: 960 }}
          locale={{ emptyText: '没有你可以查看的班级' }}
          summary={() => (
            <>
              <UnionRow label="本校" cells={row(s, <SignedRate rate={s.aboveAverageRate} />)} />
              <UnionRow label="联考" cells={row(u, DASH)} />
            </>
          )}
        />
        <Typography.Text className="joint-note">
          联考共 {data.schoolCount} 所学校、{data.classCount} 个班级参考。联考名次：班级平均分在联考全部班级中的名次；校内名次：在本校各班中的名次；超均率相对联考平均分。
        </Typography.Text>
      </Card>
      <Card size="small" title="本校学生成绩">
        <StudentList jointId={jointId} subjectId={subjectId} clazzes={data.classes} />
      </Card>
    </>
  );
}
