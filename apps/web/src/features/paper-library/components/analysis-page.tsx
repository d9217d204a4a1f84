import { Button, Result } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PAPER_TYPE } from '@app/contract';
import { PaperAnalysisView, paperAnalysisQuery } from '../../../components/topic-view';
import { FAMILY_SUBJECT, type TFamily } from '../lib/family';

const positiveInt = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : null;
};

/** 试卷分析 as a page (?paperId=&paperType=&subjectId=): the analysis view under the paper's name. */
export function AnalysisPage({ family }: { family: TFamily }) {
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const paperId = positiveInt(sp.get('paperId'));
  const paperType = sp.get('paperType') === '2' ? PAPER_TYPE.RECORD : PAPER_TYPE.FINE;
  const subjectId = positiveInt(sp.get('subjectId')) ?? FAMILY_SUBJECT[family];
  const q = useQuery({ ...paperAnalysisQuery(paperId ?? 0, paperType, subjectId), enabled: paperId != null });
  if (paperId == null) return <Result status="warning" title="缺少试卷编号" />;
  return (
    <div className="page pl-page">
      <div className="pl-card pl-analysis-page">
        <div className="pl-detail-title-row">
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(-1)}>
            返回
          </Button>
          <h2 className="pl-detail-title">试卷分析{q.data?.paperName ? `：${q.data.paperName}` : ''}</h2>
        </div>
        <PaperAnalysisView paperId={paperId} paperType={paperType} subjectId={subjectId} />
      </div>
    </div>
  );
}
