import { useState } from 'react';
import { Card, Empty, Pagination, Segmented, Space, Switch, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { labelsQuery } from '../api/labels';
import { SPECIAL_PAGE_SIZE, specialAnswersQuery } from '../api/special-answers';
import type { TSpecialAnswer } from '../api/types';
import { AnswerThumb } from '../components/answer-thumb';
import { TaskGroupPicker } from '../components/pickers';
import { fmtScore, positiveInt } from '../lib/format';
import { Loading } from '../components/loading';

/** /marking/specialanswer?groupId= (典型答卷): labelled answers of a group, by label, with their images, for the class discussion. */
export default function SpecialAnswerPage() {
  const [search, setSearch] = useSearchParams();
  const groupId = positiveInt(search.get('groupId'));
  const [labelId, setLabelId] = useState<number | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [showNames, setShowNames] = useState(false);
  const labels = useQuery(labelsQuery());
  const page = useQuery(specialAnswersQuery(groupId, labelId, pageNo));
  const list = page.data?.list ?? [];

  // Without a label filter the page is shown by label (an answer with two labels appears under both).
  const sections =
    labelId != null
      ? [{ key: String(labelId), name: labels.data?.find((l) => l.labelId === labelId)?.name ?? '', items: list }]
      : [...new Map(list.flatMap((a) => a.labels.map((l) => [l.labelId, l.name] as const))).entries()].map(([id, name]) => ({ key: String(id), name, items: list.filter((a) => a.labels.some((l) => l.labelId === id)) }));

  return (
    <Card size="small" title="典型答卷">
      <div className="mk-switch">
        <TaskGroupPicker value={groupId} onChange={(id) => (setSearch({ groupId: String(id) }, { replace: true }), setPageNo(1))} />
        <Segmented<number>
          value={labelId ?? 0}
          onChange={(v) => {
            setLabelId(v === 0 ? null : v);
            setPageNo(1);
          }}
          options={[{ value: 0, label: '全部标签' }, ...(labels.data ?? []).map((l) => ({ value: l.labelId, label: l.name }))]}
        />
        <Space size={6}>
          <Switch size="small" checked={showNames} onChange={setShowNames} aria-label="显示学生姓名" />
          <span>显示学生姓名</span>
        </Space>
      </div>
      {groupId == null ? (
        <Empty description="请选择题组，查看阅卷时贴了标签的答卷" />
      ) : page.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <Empty description="暂无贴标签的答卷：阅卷时可在打分板旁为答卷贴上“优秀卷”“典型错误”等标签" />
      ) : (
        <>
          {sections.map((s) => (
            <section key={s.key} className="mk-special-section" aria-label={`标签 ${s.name}`}>
              <Typography.Title level={5} className="mk-special-title">
                {s.name} <span className="mk-muted">（本页 {s.items.length} 份）</span>
              </Typography.Title>
              <div className="mk-special-grid">
                {s.items.map((a) => (
                  <SpecialCard key={a.answerId} answer={a} showName={showNames} />
                ))}
              </div>
            </section>
          ))}
          <Pagination
            className="mk-pager"
            size="small"
            current={pageNo}
            pageSize={SPECIAL_PAGE_SIZE}
            total={page.data?.total ?? 0}
            onChange={setPageNo}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 份`}
          />
        </>
      )}
    </Card>
  );
}

function SpecialCard({ answer: a, showName }: { answer: TSpecialAnswer; showName: boolean }) {
  return (
    <div className="mk-special-card">
      <AnswerThumb imageUrl={a.imageUrl} paperNo={a.paperNo} width={256} height={150} />
      <div className="mk-special-meta">
        <span>
          试卷号 {a.paperNo}
          {showName && (
            <span className="mk-muted">
              {' '}
              · {a.clazzName} {a.studentName}
            </span>
          )}
        </span>
        <b>{a.finalScore == null ? '未定分' : `${fmtScore(a.finalScore)} 分`}</b>
      </div>
      <div className="mk-special-labels">
        {a.labels.map((l) => (
          <Tag key={l.labelId} title={l.note ? `${l.teacherName}：${l.note}` : l.teacherName}>
            {l.name} · {l.teacherName}
          </Tag>
        ))}
      </div>
    </div>
  );
}
