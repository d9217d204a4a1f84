/**
 * The paper analysis view (spec section 2 "English paper analysis view"; maths has the same
 * shape): two pie charts by difficulty (question count and score), the per-difficulty table with
 * a column per question type plus 题量占比 and 分值占比 and a total row, the paper's difficulty
 * coefficient with its text, the knowledge-point list and the main knowledge points. When loading
 * fails the charts, counts and knowledge data are cleared silently.
 */
import { useMemo } from 'react';
import { Modal, Spin, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DIALOG_WIDTH, PAPER_SUBJECT, type TPaperAnalysis } from '@app/contract';
import { AnalysisPie, DIFFICULTY_COLOURS } from './analysis-pie';
import { shownAnalysis } from './analysis-shown';
import { paperAnalysisQuery } from './paper-analysis-query';
import './topic-view.css';

type Row = TPaperAnalysis['difficulties'][number];
type Kp = TPaperAnalysis['kpInfos'][number];

const num = (n: number) => String(Number(n.toFixed(2)));
const pct = (n: number) => `${n.toFixed(1)}%`;
const colourOf = (difficulty: number) => DIFFICULTY_COLOURS[difficulty >= 1 && difficulty <= 6 ? difficulty - 1 : 6];

type Props = {
  paperId: number;
  /** 1 fine paper, 2 paper record (spec section 7). */
  paperType: number;
  /** Chooses the maths or the English analysis; English by default. */
  subjectId?: number;
};

export function PaperAnalysisView({ paperId, paperType, subjectId = PAPER_SUBJECT.ENGLISH }: Props) {
  const q = useQuery(paperAnalysisQuery(paperId, paperType, subjectId));
  // On failure everything is cleared (also a cached earlier load): empty charts and tables, no message.
  const a = shownAnalysis(q.data, q.isError);
  return (
    <Spin spinning={q.isPending}>
      <AnalysisBody a={a} />
    </Spin>
  );
}

function AnalysisBody({ a }: { a: TPaperAnalysis }) {
  const countData = useMemo(() => a.difficulties.map((d) => ({ name: d.difficultyText, value: d.topicNum, color: colourOf(d.difficulty) })), [a]);
  const scoreData = useMemo(() => a.difficulties.map((d) => ({ name: d.difficultyText, value: d.topicScore, color: colourOf(d.difficulty) })), [a]);

  const columns: TableColumnsType<Row> = [
    { title: '难度', dataIndex: 'difficultyText', key: 'difficulty', width: 80, fixed: 'left', render: (t: string, r) => (r.difficulty === -1 ? <strong>{t}</strong> : t) },
    {
      title: '题型',
      key: 'types',
      children: a.topicTypes.map((typeName, i) => ({
        title: typeName,
        key: `type-${i}`,
        align: 'center' as const,
        render: (_: unknown, r: Row) => {
          const cell = r.topicTypeAnalysis[i];
          if (!cell || cell.topicNum === 0) return <span className="pa-zero">0</span>;
          return (
            <div className="pa-cell">
              <div>{cell.topicNum}题</div>
              <div className="pa-sub">{num(cell.topicScore)}分</div>
            </div>
          );
        },
      })),
    },
    {
      title: '题量占比',
      key: 'numPct',
      width: 92,
      align: 'center',
      render: (_: unknown, r) => (
        <div className="pa-cell">
          <div>{pct(r.topicNumPercent)}</div>
          <div className="pa-sub">{r.topicNum}题</div>
        </div>
      ),
    },
    {
      title: '分值占比',
      key: 'scorePct',
      width: 92,
      align: 'center',
      render: (_: unknown, r) => (
        <div className="pa-cell">
          <div>{pct(r.topicScorePercent)}</div>
          <div className="pa-sub">{num(r.topicScore)}分</div>
        </div>
      ),
    },
  ];

  const kpColumns: TableColumnsType<Kp> = [
    { title: '知识点', dataIndex: 'kpName', key: 'kpName' },
    { title: '题量', dataIndex: 'topicCount', key: 'topicCount', width: 80, align: 'center' },
    { title: '分值', dataIndex: 'topicScoreCount', key: 'score', width: 90, align: 'center', render: (v: number) => num(v) },
    { title: '题号', dataIndex: 'topicNos', key: 'topicNos', render: (nos: string[]) => nos.join('、') },
  ];

  const rows = a.difficulties.length ? [...a.difficulties, a.totalDiff] : [];

  return (
    <div className="pa-view" aria-label="试卷分析">
      <section className="pa-section">
        <h4 className="pa-title">难度</h4>
        <div className="pa-pies">
          <div className="pa-pie">
            <AnalysisPie title="题量分布" unit="题" data={countData} ariaLabel="各难度题量饼图" />
          </div>
          <div className="pa-pie">
            <AnalysisPie title="分值分布" unit="分" data={scoreData} ariaLabel="各难度分值饼图" />
          </div>
        </div>
        <div className="pa-coef" aria-label="试卷难度系数">
          试卷难度系数：<strong>{a.paperDifficulty == null ? '-' : a.paperDifficulty.toFixed(2)}</strong>
          {a.paperDifficultyText && <span className="pa-coef-text">（{a.paperDifficultyText}）</span>}
        </div>
        <Table<Row>
          className="pa-table"
          size="small"
          bordered
          pagination={false}
          rowKey={(r) => String(r.difficulty)}
          columns={columns}
          dataSource={rows}
          rowClassName={(r) => (r.difficulty === -1 ? 'pa-total-row' : '')}
          scroll={{ x: 'max-content' }}
        />
      </section>
      <section className="pa-section">
        <h4 className="pa-title">知识点</h4>
        <div className="pa-major">
          主要考点：<strong>{a.majorKpName || '-'}</strong>
        </div>
        <Table<Kp> size="small" bordered pagination={false} rowKey={(k) => String(k.kpId)} columns={kpColumns} dataSource={a.kpInfos} />
      </section>
    </div>
  );
}

type DialogProps = Props & { open: boolean; onClose: () => void };

/** 试卷分析 in the 880px dialog (spec sections 2 and 9). */
export function PaperAnalysisDialog({ open, onClose, ...props }: DialogProps) {
  return (
    <Modal title="试卷分析" open={open} onCancel={onClose} footer={null} width={DIALOG_WIDTH.ANALYSIS} destroyOnHidden>
      {open && <PaperAnalysisView {...props} />}
    </Modal>
  );
}
