/** The shared question renderer of the paper centre (libraries and paper records). */
export { TopicView, type TopicViewProps } from './topic-view';
export { TopicActions } from './topic-actions';
export { TopicErrorDialog, type TopicErrorValues } from './topic-error-dialog';
export { PaperAnalysisView, PaperAnalysisDialog } from './paper-analysis-view';
export { paperAnalysisQuery } from './paper-analysis-query';
export { RichHtml } from './rich-html';
export { renderMath } from './math';
export { sanitizeHtml } from './sanitize';
export { topicNumberLabel } from './topic-number';
