/** 试卷分析 pages: /paper/test_sel_topic/test_analysis, /paper/time/test_analysis, /finetestanalysis. */
import { AnalysisPage } from '../components/analysis-page';
import { useLibraryFamily } from '../lib/use-family';
import '../paper-library.css';

export function PaperAnalysisRoute() {
  // The address names the subject; the header's subject is the fallback.
  return <AnalysisPage family={useLibraryFamily() ?? 'english'} />;
}
