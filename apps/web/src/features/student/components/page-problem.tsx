/** A student page that cannot show its content (missing, refused, failed to load): why, the way back and, when it may help, 重试. */
export function PageProblem({ title, message, onBack, backLabel = '返回任务列表', onRetry }: { title: string; message: string; onBack: () => void; backLabel?: string; onRetry?: () => void }) {
  return (
    <section className="student-card vocab-problem">
      <h1 className="student-title">{title}</h1>
      <p className="student-error" role="alert">
        {message}
      </p>
      <div className="vocab-buttons">
        <button type="button" className="student-button" onClick={onBack}>
          {backLabel}
        </button>
        {onRetry && (
          <button type="button" className="student-button is-secondary" onClick={onRetry}>
            重试
          </button>
        )}
      </div>
    </section>
  );
}
