import { Card, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import type { TJointExcellentClasses } from '@app/contract';
import { compareNullable, fmtFixed, fmtPct } from '../../../lib/report-format';
import { excellentClassesQuery } from '../api/excellent-classes';
import { ReportFrame } from '../components/report-frame';
import { mineRowClass, SchoolName } from '../components/school-name';
import { useReportParams } from '../lib/report-params';

type Clazz = TJointExcellentClasses['classes'][number];

/** 优秀班级 (excellentclass): the union's best classes by average (figures only; other schools' classes as the API names them). */
export default function ExcellentClassesPage() {
  const { jointId, subjectId } = useReportParams();
  const classes = useQuery({ ...excellentClassesQuery(jointId ?? 0, subjectId), enabled: jointId != null });
  return (
    <ReportFrame title="优秀班级" query={classes} head={(d) => d}>
      {(d) => <ExcellentClassesBody data={d} />}
    </ReportFrame>
  );
}

function ExcellentClassesBody({ data }: { data: TJointExcellentClasses }) {
  const columns: ColumnsType<Clazz> = [
    { title: '联考名次', dataIndex: 'unionRank', width: 88, sorter: (a, b) => a.unionRank - b.unionRank },
    { title: '学校', key: 'school', width: 150, render: (_v, c) => <SchoolName school={c} /> },
    { title: '班级', dataIndex: 'clazzName', width: 120 },
    { title: '参考人数', dataIndex: 'participants', width: 88 },
    { title: '平均分', dataIndex: 'average', width: 88, sorter: (a, b) => compareNullable(a.average, b.average), render: (v: number | null) => fmtFixed(v) },
    { title: '优秀人数', key: 'excellentCount', width: 88, render: (_v, c) => c.excellent.count },
    { title: '优秀率', key: 'excellentRate', width: 88, sorter: (a, b) => compareNullable(a.excellent.rate, b.excellent.rate), render: (_v, c) => fmtPct(c.excellent.rate) },
  ];
  return (
    <Card size="small" title="优秀班级（按班级平均分）">
      <Table<Clazz>
        rowKey={(c) => `${c.schoolKey}-${c.clazzId ?? c.clazzName}`}
        size="small"
        aria-label="优秀班级表"
        columns={columns}
        dataSource={data.classes}
        pagination={data.classes.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: '暂无班级' }}
        rowClassName={mineRowClass}
      />
      <Typography.Text className="joint-note">联考名次：班级平均分在联考全部班级中的名次。</Typography.Text>
    </Card>
  );
}
