import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Input, Select, Space, Spin, Tag, Typography } from 'antd';
import { FileWordOutlined, LoadingOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { difficultyName, type TVariantGroup } from '@app/contract';
import { TopicView } from '../../../components/topic-view';
import { useSingleDownload } from '../../../lib/single-download';
import { fmtPct } from '../../../lib/report-format';
import { downloadVariantSheet, findVariants } from '../api/variants';
import type { BasketItem } from '../lib/wrong-topic-basket';

type Props = { clazzId: number; items: BasketItem[] };

const PER_QUESTION = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: `每题${n}道` }));
const key = (g: { examId: number; questionId: number }) => `${g.examId}-${g.questionId}`;

/**
 * 变式训练: for the chosen wrong questions, similar questions from the question bank (same
 * knowledge points, difficulty near how hard the grade found the question); the teacher unticks
 * any she does not want, asks for another batch, and downloads the set as Word.
 */
export function VariantTraining({ clazzId, items }: Props) {
  const [perQuestion, setPerQuestion] = useState(2);
  const [groups, setGroups] = useState<TVariantGroup[] | null>(null);
  // Questions already shown, left out of 换一批.
  const [seen, setSeen] = useState<number[]>([]);
  const [unticked, setUnticked] = useState<Set<number>>(new Set());
  const [title, setTitle] = useState('变式训练');
  const { pending, run } = useSingleDownload();

  const search = useMutation({
    mutationFn: (exclude: number[]) => findVariants({ clazzId, perQuestion, excludeTopicIds: exclude, items: items.map((i) => ({ examId: i.examId, questionId: i.questionId })) }),
    onSuccess: (data, exclude) => {
      setGroups(data);
      setSeen([...exclude, ...data.flatMap((g) => g.topics.map((t) => t.topicId))]);
      setUnticked(new Set());
    },
  });

  const chosen = (groups ?? []).map((g) => ({ ...g, topicIds: g.topics.map((t) => t.topicId).filter((id) => !unticked.has(id)) })).filter((g) => g.topicIds.length > 0);
  const chosenCount = chosen.reduce((n, g) => n + g.topicIds.length, 0);
  const shown = (groups ?? []).reduce((n, g) => n + g.topics.length, 0);
  const trimmed = title.trim();
  const toggle = (id: number, on: boolean) =>
    setUnticked((prev) => {
      const next = new Set(prev);
      if (on) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Card size="small" title="变式训练" className="variant-training">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text type="secondary">从题库中为每道错题找出考查相同知识点、难度与该题年级得分率相当的题目，供学生举一反三。</Typography.Text>
        <Space wrap>
          <Select aria-label="每题变式题数量" style={{ width: 110 }} value={perQuestion} options={PER_QUESTION} onChange={setPerQuestion} />
          <Button type="primary" icon={<SearchOutlined />} loading={search.isPending && groups == null} onClick={() => search.mutate([])}>
            查找变式题
          </Button>
          {groups != null && (
            <Button icon={<ReloadOutlined />} loading={search.isPending} onClick={() => search.mutate(seen)}>
              换一批
            </Button>
          )}
        </Space>
        {search.isPending && groups == null && <Spin />}
        {groups != null && shown === 0 && <Empty description="题库中暂时没有与这些错题知识点相同的题目" />}
        {groups != null && shown > 0 && (
          <>
            {groups.map((g) => (
              <section key={key(g)} className="variant-group" aria-label={`${g.examName}第${g.questionNo}题的变式题`}>
                <div className="variant-group-head">
                  <Typography.Text strong>
                    原题：{g.examName} 第{g.questionNo}题
                  </Typography.Text>
                  {g.knowledgePoints.map((k) => (
                    <Tag key={k.kpId}>{k.kpName}</Tag>
                  ))}
                  <Typography.Text type="secondary">
                    年级得分率 {fmtPct(g.gradeRate)} · 选题难度 {difficultyName(g.targetDifficulty)}
                  </Typography.Text>
                </div>
                {g.topics.length === 0 ? (
                  <Typography.Text type="secondary">{g.knowledgePoints.length ? '题库中没有更多相同知识点的题目' : '该题未标注知识点，无法匹配变式题'}</Typography.Text>
                ) : (
                  g.topics.map((t) => (
                    <TopicView
                      key={t.topicId}
                      topic={t}
                      showScore={false}
                      actions={
                        <Checkbox aria-label={`选用第${t.topicNo}题`} checked={!unticked.has(t.topicId)} onChange={(e) => toggle(t.topicId, e.target.checked)}>
                          选用
                        </Checkbox>
                      }
                    />
                  ))
                )}
              </section>
            ))}
            {chosenCount === 0 && <Alert type="warning" showIcon title="请至少选用一道变式题" />}
            <Space wrap align="center">
              <span className="filter-label">变式训练标题</span>
              <Input aria-label="变式训练标题" style={{ width: 240 }} maxLength={50} showCount value={title} status={trimmed ? undefined : 'error'} placeholder="请填写标题" onChange={(e) => setTitle(e.target.value)} />
              <Button
                type="primary"
                disabled={!trimmed || chosenCount === 0}
                icon={pending ? <LoadingOutlined /> : <FileWordOutlined />}
                onClick={() => void run('variants', () => downloadVariantSheet({ clazzId, title: trimmed, groups: chosen.map((g) => ({ examId: g.examId, questionId: g.questionId, topicIds: g.topicIds })) }))}
              >
                下载变式训练（Word，{chosenCount}题）
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Card>
  );
}
