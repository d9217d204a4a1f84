import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Space, Spin } from 'antd';
import { ArrowLeftOutlined, CopyOutlined, PieChartOutlined, TableOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAPER_TYPE, PAPER_UI_TEXT, type TPaperRecordDetail, type TPaperTopic } from '@app/contract';
import { lengthTopicsOf, PrintDialog, type PrintPaper } from '../../../components/print-dialog';
import { PaperAnalysisDialog, TopicActions, TopicErrorDialog, TopicView } from '../../../components/topic-view';
import { paperRecordDetailQuery } from '../api/paper-record-detail';
import { useTopicBasket } from '../api/topic-basket';
import { useTopicCollect } from '../api/topic-collect';
import { useTopicError } from '../api/topic-error';
import { FAMILY_SUBJECT, type TFamily } from '../lib/family';
import { recordListPath } from '../lib/record-links';
import { RecordOutline, topicAnchorId } from './record-outline';
import { TwoWayTableDialog } from './two-way-table-dialog';
import '../paper-records.css';

const fmt = (n: number) => String(Number(n.toFixed(2)));

/**
 * What 复用本卷 sends: a record being edited is sent itself; otherwise the fine paper it came from
 * (spec section 7: paperId is the finePaperId); a composed record already sent is sent again as a
 * new record with the same questions.
 */
export function printPaperOf(d: TPaperRecordDetail): PrintPaper {
  const self = (d.status === 0 && d.isMine === 1) || d.finePaperId == null;
  return {
    paperId: self ? d.paperId : d.finePaperId!,
    paperType: self ? PAPER_TYPE.RECORD : PAPER_TYPE.FINE,
    paperName: d.paperName,
    subjectId: d.subjectId,
    grade: d.grade,
    topics: lengthTopicsOf(d.topicTypes),
  };
}

/**
 * 组卷记录 detail (/testRecordsDetailsEN; maths /testRecordsDetails): the header fields, the type
 * groups with their questions and per-question actions, the 250px outline, and the dialogs
 * (试卷分析 880px, 复用本卷 600px, 提示, 纠错, and for maths the 双向细目表). Loaded through the
 * paper-detail client (8 s). A failed load (timeout, network, refusal) says so with a 重试 button
 * instead of a page of dashes that reads like an empty paper.
 */
export function RecordDetailScreen({ family }: { family: TFamily }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paperId = Number(params.get('paperId'));
  const valid = Number.isInteger(paperId) && paperId > 0;
  const q = useQuery({ ...paperRecordDetailQuery(family, paperId), enabled: valid });
  const d = q.data;
  const subjectId = d?.subjectId ?? FAMILY_SUBJECT[family];
  const basket = useTopicBasket(family, paperId);
  const collect = useTopicCollect(family, subjectId, paperId);
  const reportError = useTopicError(family);
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const [printOpen, setPrintOpen] = useState(false);
  const [tableOpen, setTableOpen] = useState(false);
  const [errorOf, setErrorOf] = useState<TPaperTopic | null>(null);

  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(recordListPath(family));
  };

  const toggleBasket = (t: TPaperTopic) =>
    basket.mutate({ topicId: t.topicId, add: t.isAddTopic === 0 }, { onSuccess: (r) => void message.success(r.isAddTopic ? '已加入试题篮' : '已移出试题篮') });
  const toggleCollect = (t: TPaperTopic) =>
    collect.mutate({ topicId: t.topicId, collect: t.isCollect === 0 }, { onSuccess: (r) => void message.success(r.isCollect ? '收藏成功' : '已取消收藏') });

  return (
    <div className="page record-detail-page">
      <Card
        size="small"
        title={PAPER_UI_TEXT.RECORD_TITLE}
        extra={
          <Space wrap>
            <Button icon={<ArrowLeftOutlined />} onClick={back}>
              返回
            </Button>
            <Button icon={<PieChartOutlined />} disabled={!d} onClick={() => setAnalysisOpen(true)}>
              试卷分析
            </Button>
            {family === 'maths' && (
              <Button icon={<TableOutlined />} disabled={!d} onClick={() => setTableOpen(true)}>
                双向细目表
              </Button>
            )}
            <Button type="primary" icon={<CopyOutlined />} disabled={!d} onClick={() => setPrintOpen(true)}>
              复用本卷
            </Button>
          </Space>
        }
        className="record-head"
        style={{ marginBottom: 12 }}
      >
        {q.isError && !d ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title="试卷加载失败"
            description={q.error.message}
            action={
              <Button size="small" loading={q.isFetching} onClick={() => void q.refetch()}>
                重试
              </Button>
            }
          />
        ) : (
        <Spin spinning={valid && q.isPending}>
          <h2 className="record-head-title">{d?.paperName ?? '\u00a0'}</h2>
          <Descriptions size="small" column={{ xs: 1, sm: 2, md: 3, xl: 6 }} aria-label="试卷信息">
            <Descriptions.Item label="考试时间">{d ? `${d.examTime}分钟` : '-'}</Descriptions.Item>
            <Descriptions.Item label="满分">{d ? `${fmt(d.totalScore)}分` : '-'}</Descriptions.Item>
            <Descriptions.Item label="组卷人">{d?.author || '-'}</Descriptions.Item>
            <Descriptions.Item label="审核人">{d?.reviewer || '-'}</Descriptions.Item>
            <Descriptions.Item label="考试日期">{d?.examDate ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="组卷时间">{d?.createDate ?? '-'}</Descriptions.Item>
          </Descriptions>
        </Spin>
        )}
      </Card>
      <div className="record-detail">
        <main className="record-detail-main" aria-label="试题">
          {d?.topicTypes.map((g) => (
            <section key={`${g.typeNoCn}-${g.typeName}`} aria-label={`${g.typeNoCn}、${g.typeName}`}>
              <div className="record-group-title">
                {g.typeNoCn}、{g.typeName}
                <span className="record-group-meta">
                  （共{g.topicCount}题，共{fmt(g.typeScore)}分）
                </span>
              </div>
              {g.paperTopics.map((t) => (
                <TopicView
                  key={t.topicId}
                  id={topicAnchorId(t.topicId)}
                  topic={t}
                  answerShown
                  actions={
                    <TopicActions
                      isAddTopic={t.isAddTopic}
                      isCollect={t.isCollect}
                      onToggleBasket={() => toggleBasket(t)}
                      onToggleCollect={() => toggleCollect(t)}
                      onReportError={() => setErrorOf(t)}
                      basketPending={basket.isPending && basket.variables?.topicId === t.topicId}
                      collectPending={collect.isPending && collect.variables?.topicId === t.topicId}
                    />
                  }
                />
              ))}
            </section>
          ))}
        </main>
        {!(q.isError && !d) && <RecordOutline detail={d} />}
      </div>
      {d && (
        <>
          <PaperAnalysisDialog open={analysisOpen} onClose={() => setAnalysisOpen(false)} paperId={d.paperId} paperType={PAPER_TYPE.RECORD} subjectId={d.subjectId} />
          {family === 'maths' && <TwoWayTableDialog open={tableOpen} recordId={d.paperId} paperName={d.paperName} canBuild={d.isMine === 1} onClose={() => setTableOpen(false)} />}
        </>
      )}
      <PrintDialog open={printOpen} paper={d ? printPaperOf(d) : null} onClose={() => setPrintOpen(false)} />
      <TopicErrorDialog
        open={errorOf != null}
        onClose={() => setErrorOf(null)}
        onSubmit={(v) =>
          reportError.mutateAsync({ topicId: errorOf!.topicId, paperId, errorType: v.errorType, errorInfo: v.errorInfo }).then(() => void message.success('纠错已提交'))
        }
      />
    </div>
  );
}
