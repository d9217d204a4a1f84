import { Button, Input, Result, Segmented, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../app/paths';
import { rankDetailQuery, type RankWhich, type TRankRow } from '../api/rank-detail';
import { useExamDetail } from '../lib/exam-detail-context';
import { compareNullable, DASH, fmtNum } from '../../../lib/report-format';

const TITLES: Record<RankWhich, string> = { top: '年级前100名', last: '年级后100名' };

/** rankdetail/top and rankdetail/last: the grade's top or last 100 students of the exam. */
export default function RankDetailPage() {
  const { examId, isGradeLeader, search } = useExamDetail();
  const navigate = useNavigate();
  const which: RankWhich = useParams().which === 'last' ? 'last' : 'top';
  const rows = useQuery({ ...rankDetailQuery(examId, which), enabled: isGradeLeader });
  const [clazz, setClazz] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const clazzNames = useMemo(() => [...new Set((rows.data ?? []).map((r) => r.clazzName))].sort((a, b) => a.localeCompare(b, 'zh-CN')), [rows.data]);
  const shown = useMemo(
    () => (rows.data ?? []).filter((r) => (!clazz || r.clazzName === clazz) && (!keyword.trim() || r.studentName.includes(keyword.trim()) || r.studentNum.includes(keyword.trim()))),
    [rows.data, clazz, keyword],
  );

  if (!isGradeLeader) return <Result status="403" title="只有年级组长或校长可以查看年级排名" />;

  const columns: ColumnsType<TRankRow> = [
    { title: '年级排名', dataIndex: 'gradeRank', width: 96, sorter: (a, b) => compareNullable(a.gradeRank, b.gradeRank), render: (v: number | null) => v ?? DASH },
    { title: '姓名', dataIndex: 'studentName', width: 100 },
    { title: '学号', dataIndex: 'studentNum', width: 120 },
    { title: '班级', dataIndex: 'clazzName', width: 110 },
    { title: '得分', dataIndex: 'score', width: 80, sorter: (a, b) => compareNullable(a.score, b.score), render: (v: number | null) => fmtNum(v) },
    { title: '班级排名', dataIndex: 'clazzRank', width: 96, sorter: (a, b) => compareNullable(a.clazzRank, b.clazzRank), render: (v: number | null) => v ?? DASH },
    { title: '分层', dataIndex: 'tierName', width: 88, render: (v: string | null) => (v ? <Tag>{v}</Tag> : DASH) },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap size={12}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate({ pathname: paths.academicGradeCompare, search })}>
          返回年级对比
        </Button>
        <Segmented<RankWhich>
          aria-label="排名范围"
          value={which}
          options={[
            { value: 'top', label: TITLES.top },
            { value: 'last', label: TITLES.last },
          ]}
          onChange={(v) => navigate({ pathname: v === 'top' ? paths.academicRankTop : paths.academicRankLast, search })}
        />
        <Input.Search allowClear placeholder="搜索姓名或学号" aria-label="搜索学生" style={{ width: 200 }} onChange={(e) => setKeyword(e.target.value)} />
        <Select aria-label="按班级筛选" allowClear placeholder="全部班级" style={{ width: 140 }} value={clazz ?? undefined} onChange={(v: string | undefined) => setClazz(v ?? null)} options={clazzNames.map((n) => ({ value: n, label: n }))} />
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {TITLES[which]}
        <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal', marginLeft: 8 }}>
          与第100名并列的学生一同列出
        </Typography.Text>
      </Typography.Title>
      {rows.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : rows.isError ? (
        <Result status="info" title="暂无排名" subTitle={rows.error.message} />
      ) : (
        <Table<TRankRow>
          rowKey="studentId"
          size="small"
          aria-label={TITLES[which]}
          columns={columns}
          dataSource={shown}
          pagination={{ defaultPageSize: 20, showSizeChanger: true, pageSizeOptions: [20, 50, 100], showTotal: (t) => `共 ${t} 人` }}
        />
      )}
    </Space>
  );
}
