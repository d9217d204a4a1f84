/**
 * A fine paper (精品试卷, 周月卷, 创新套卷, 二轮专题训练卷, 高考真题, 名师猜作文 / 高考作文): the header
 * (name, grade, year, region, total score, question count, use count) with 试卷分析 (880px dialog),
 * 复用本卷 and 发送打印; the type groups with every question and its actions; on the right the
 * outline, the votes and the use records; the comments below.
 */
import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Result, Space, Spin, Switch, Tag } from 'antd';
import { ArrowLeftOutlined, BarChartOutlined, CopyOutlined, PrinterOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PAPER_TYPE } from '@app/contract';
import { paths } from '../../../app/paths';
import { PaperAnalysisDialog } from '../../../components/topic-view';
import { lengthTopicsOf, PrintDialog } from '../../../components/print-dialog';
import { useCollectPaper } from '../api/collect-paper';
import { paperDetailQuery, type TDetailSource } from '../api/paper-detail';
import { useReusePaper } from '../api/reuse-paper';
import { familyOf, type TFamily } from '../lib/family';
import { EssayTopics } from './essay-topics';
import { PaperComments } from './paper-comments';
import { PaperOutline } from './paper-outline';
import { PaperTopics } from './paper-topics';
import { PaperUses } from './paper-uses';
import { PaperVotes } from './paper-votes';

type Props = {
  source: TDetailSource;
  /** The family of the route (the 周月卷库 takes it from the paper). */
  family: TFamily;
  paperId: number | null;
};

const ESSAY_CATEGORIES = ['名师猜作文', '高考作文'];
const num = (n: number) => String(Number(n.toFixed(2)));

/** The record detail of a family, where a reused or printed paper continues. */
export function recordDetailPath(family: TFamily, recordId: number): string {
  return `${family === 'english' ? paths.testRecordsDetailsEn : paths.testRecordsDetails}?paperId=${recordId}`;
}

export function PaperDetailScreen({ source, family: routeFamily, paperId, ...rest }: Props) {
  if (paperId == null) return <Result status="warning" title="缺少试卷编号" />;
  return <PaperDetail key={paperId} source={source} family={routeFamily} paperId={paperId} {...rest} />;
}

function PaperDetail({ source, family: routeFamily, paperId }: Props & { paperId: number }) {
  const navigate = useNavigate();
  const detail = useQuery(paperDetailQuery(source, paperId));
  const d = detail.data;
  const family = (d && familyOf(d.subjectId)) || routeFamily;
  const collect = useCollectPaper(family);
  const reuse = useReusePaper(family);
  const [answersShown, setAnswersShown] = useState(false);
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);

  if (detail.isPending) {
    return (
      <div className="page pl-page">
        <Spin size="large" className="pl-detail-loading" />
      </div>
    );
  }
  // A failed load (timeout, network, refusal) says so and offers to try again.
  if (!d) {
    return (
      <div className="page pl-page">
        <Alert
          type="error"
          showIcon
          role="alert"
          title="试卷加载失败"
          description={detail.error?.message ?? '请稍后重试'}
          action={
            <Button size="small" loading={detail.isFetching} onClick={() => void detail.refetch()}>
              重试
            </Button>
          }
        />
      </div>
    );
  }

  const essay = ESSAY_CATEGORIES.includes(d.category);
  const onReuse = () =>
    reuse.mutate(d.paperId, {
      onSuccess: (r) => navigate(recordDetailPath(family, r.paperId)),
    });

  return (
    <div className="page pl-page pl-detail">
      <div className="pl-card pl-detail-head">
        <div className="pl-detail-title-row">
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            返回
          </Button>
          <h2 className="pl-detail-title">{d.paperName}</h2>
          <Tag color="cyan">{d.category}</Tag>
        </div>
        <Descriptions
          size="small"
          column={7}
          className="pl-detail-meta"
          items={[
            { key: 'grade', label: '年级', children: d.gradeName || '-' },
            { key: 'year', label: '年份', children: d.year },
            { key: 'region', label: '地区', children: d.provinceName || '-' },
            { key: 'score', label: '总分', children: `${num(d.totalScore)}分` },
            { key: 'count', label: '题量', children: `${d.topicTotalCount}题` },
            { key: 'use', label: '使用次数', children: `${d.useCount}次` },
            { key: 'type', label: '类型', children: d.testTypeName || '-' },
          ]}
        />
        <div className="pl-detail-actions">
          <Space wrap>
            <Button
              icon={d.isCollect ? <StarFilled className="pl-star-on" /> : <StarOutlined />}
              loading={collect.isPending}
              aria-pressed={d.isCollect === 1}
              onClick={() => collect.mutate({ paperId: d.paperId, collect: d.isCollect !== 1 })}
            >
              {d.isCollect ? '取消收藏' : '收藏试卷'}
            </Button>
            <Button icon={<BarChartOutlined />} onClick={() => setAnalysisOpen(true)}>
              试卷分析
            </Button>
            <Button icon={<CopyOutlined />} loading={reuse.isPending} onClick={onReuse}>
              复用本卷
            </Button>
            <Button type="primary" icon={<PrinterOutlined />} onClick={() => setPrintOpen(true)}>
              发送打印
            </Button>
          </Space>
          {!essay && (
            <label className="pl-answer-switch">
              <Switch size="small" checked={answersShown} onChange={setAnswersShown} aria-label="显示全部答案" /> 显示全部答案
            </label>
          )}
        </div>
      </div>

      <div className="pl-detail-body">
        <main className="pl-detail-main">
          <div className="pl-card pl-paper">
            {essay ? (
              <EssayTopics family={family} paperId={d.paperId} category={d.category} groups={d.topicTypes} />
            ) : (
              <PaperTopics key={String(answersShown)} family={family} paperId={d.paperId} groups={d.topicTypes} answersShown={answersShown} />
            )}
          </div>
          <PaperComments family={family} paperId={d.paperId} />
        </main>
        <aside className="pl-detail-side">
          <Card size="small" title="试卷结构" className="pl-side-card">
            <PaperOutline groups={d.topicTypes} />
          </Card>
          <Card size="small" title="评价" className="pl-side-card">
            <PaperVotes family={family} paperId={d.paperId} voteUp={d.voteUp} voteDown={d.voteDown} myVote={d.myVote} />
          </Card>
          <Card size="small" title="使用记录" className="pl-side-card">
            <PaperUses family={family} paperId={d.paperId} />
          </Card>
        </aside>
      </div>

      <PaperAnalysisDialog open={analysisOpen} onClose={() => setAnalysisOpen(false)} paperId={d.paperId} paperType={PAPER_TYPE.FINE} subjectId={d.subjectId} />
      <PrintDialog
        open={printOpen}
        onClose={() => setPrintOpen(false)}
        paper={{ paperId: d.paperId, paperType: PAPER_TYPE.FINE, paperName: d.paperName, subjectId: d.subjectId, grade: d.grade || null, topics: lengthTopicsOf(d.topicTypes) }}
      />
    </div>
  );
}
