import { useState } from 'react';
import { Button, Card, Result, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { clazzTopicsQuery, type TTopicRow } from '../api/clazz-topics';
import { OptionDistributionModal } from '../components/option-distribution-modal';
import { TopicChart } from '../components/topic-chart';
import { useExamDetail } from '../lib/exam-detail-context';
import { compareNullable, DASH, DOWN_COLOR, fmtFixed, fmtNum, fmtPct } from '../../../lib/report-format';

/** A class scoring rate this far below the grade's is marked (5 percentage points). */
const WEAK_GAP = 0.05;

/** 试题分析 (topicanalyse): per-question class vs grade, and the option distribution of objective questions. */
export default function TopicAnalysePage() {
  const { examId, clazzId } = useExamDetail();
  const topics = useQuery(clazzTopicsQuery(examId, clazzId));
  const [optionsOf, setOptionsOf] = useState<TTopicRow | null>(null);

  if (topics.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (topics.isError) return <Result status="info" title="暂无试题分析" subTitle={topics.error.message} />;

  const columns: ColumnsType<TTopicRow> = [
    { title: '题号', dataIndex: 'questionNo', width: 64, fixed: 'left' },
    {
      title: '题型',
      key: 'kind',
      width: 96,
      filters: [
        { text: '客观', value: true },
        { text: '主观', value: false },
      ],
      onFilter: (v, r) => r.objective === v,
      render: (_v, r) => (r.objective ? <Tag color="blue">客观{r.choiceKind === 'multiple' ? '·多选' : '·单选'}</Tag> : <Tag>主观</Tag>),
    },
    { title: '满分', dataIndex: 'fullScore', width: 64, render: (v: number) => fmtNum(v) },
    { title: '班级平均分', key: 'avg', width: 96, sorter: (a, b) => compareNullable(a.clazz?.average, b.clazz?.average), render: (_v, r) => fmtFixed(r.clazz?.average) },
    {
      title: (
        <Tooltip title="平均分 ÷ 满分，越高越好；低于年级 5 个百分点以上标红">
          <span>班级得分率</span>
        </Tooltip>
      ),
      key: 'rate',
      width: 104,
      sorter: (a, b) => compareNullable(a.clazz?.scoringRate, b.clazz?.scoringRate),
      render: (_v, r) => {
        const c = r.clazz?.scoringRate;
        const g = r.grade?.scoringRate;
        const weak = c != null && g != null && g - c > WEAK_GAP;
        return <span style={weak ? { color: DOWN_COLOR, fontWeight: 600 } : undefined}>{fmtPct(c)}</span>;
      },
    },
    { title: '年级得分率', key: 'grate', width: 100, sorter: (a, b) => compareNullable(a.grade?.scoringRate, b.grade?.scoringRate), render: (_v, r) => fmtPct(r.grade?.scoringRate) },
    {
      title: (
        <Tooltip title="高分组与低分组（各 27%）在该题的平均分之差 ÷ 满分，越高越好；0.4 以上为优，0.2 以下较差">
          <span>区分度</span>
        </Tooltip>
      ),
      key: 'disc',
      width: 80,
      sorter: (a, b) => compareNullable(a.clazz?.discrimination, b.clazz?.discrimination),
      render: (_v, r) => fmtFixed(r.clazz?.discrimination),
    },
    { title: '满分人数', key: 'full', width: 88, render: (_v, r) => r.clazz?.fullMarkCount ?? DASH },
    { title: '零分人数', key: 'zero', width: 88, render: (_v, r) => r.clazz?.zeroCount ?? DASH },
    {
      title: '知识点',
      key: 'kp',
      render: (_v, r) =>
        r.knowledgePoints.length
          ? r.knowledgePoints.map((k) => (
              <Tag key={k.kpId} title={k.name} className="kp-tag">
                {k.name}
              </Tag>
            ))
          : DASH,
    },
    {
      title: '选项分布',
      key: 'options',
      width: 96,
      fixed: 'right',
      render: (_v, r) =>
        r.objective && r.clazz?.optionDistribution ? (
          <Button size="small" type="link" onClick={() => setOptionsOf(r)} aria-label={`第${r.questionNo}题选项分布`}>
            选项分布
          </Button>
        ) : (
          DASH
        ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title="各题得分率（班级与年级）">
        <TopicChart rows={topics.data} />
      </Card>
      <Card size="small" title="试题分析" extra={<Typography.Text type="secondary">客观题可查看各选项人数及选择该项的学生</Typography.Text>}>
        <Table<TTopicRow> rowKey="questionId" size="small" aria-label="试题分析表" columns={columns} dataSource={topics.data} pagination={false} scroll={{ x: 1100 }} />
      </Card>
      <OptionDistributionModal row={optionsOf} examId={examId} clazzId={clazzId} onClose={() => setOptionsOf(null)} />
    </Space>
  );
}
