import { useState } from 'react';
import { Button, Card, Empty, Input, Pagination, Segmented, Skeleton, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { WRITE_KIND, WRITE_KIND_NAMES, WRITE_KIND_RULES, type TWritePrompt } from '@app/contract/writing';
import { paths } from '../../../app/paths';
import '../write.css';
import { useWritePrompts } from '../api/prompts';
import { TaskPrompt } from '../components/task-prompt';
import { titleFrom, WriteTaskForm } from '../components/task-form';
import { KIND_COLORS } from '../lib/format';

const PAGE_SIZE = 10;
const KINDS = [WRITE_KIND.APPLIED, WRITE_KIND.CONTINUATION, WRITE_KIND.SUMMARY];

/** /write/specialwrite (专项写作): a bank prompt of one kind, then the task's set-up. */
export default function SpecialWritePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const k = Number(search.get('kind'));
  const kind: number = KINDS.includes(k as 1) ? k : WRITE_KIND.APPLIED;
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [picked, setPicked] = useState<TWritePrompt | null>(null);
  const prompts = useWritePrompts({ kind, keyword, pageNo, pageSize: PAGE_SIZE });

  if (picked) {
    const rules = WRITE_KIND_RULES[picked.kind]!;
    return (
      <>
        <Card
          size="small"
          className="vocab-card"
          title={
            <Space>
              <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="重新选择题目" onClick={() => setPicked(null)} />
              专项写作 · 布置
              <Tag color={KIND_COLORS[picked.kind]}>{picked.kindName}</Tag>
            </Space>
          }
          extra={<Button onClick={() => setPicked(null)}>重新选择题目</Button>}
        >
          <div className="write-picked-meta vocab-muted">
            {[picked.source, picked.year ? `${picked.year}年` : '', `满分${rules.fullScore}分`, picked.hasSample ? '有范文（任务结束后学生可见）' : ''].filter(Boolean).join(' · ')}
          </div>
          <div className="write-prompt-box write-prompt-box-open">
            <TaskPrompt prompt={picked.prompt} isHtml />
          </div>
        </Card>
        <Card size="small" className="vocab-card" title="布置设置">
          <WriteTaskForm key={picked.topicId} task={null} kind={picked.kind} topicId={picked.topicId} defaultTitle={titleFrom(picked.summary)} onCancel={() => setPicked(null)} />
        </Card>
      </>
    );
  }

  const list = prompts.data?.list ?? [];
  return (
    <Card
      size="small"
      className="vocab-card"
      title={
        <Space>
          <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label="返回写作任务" onClick={() => navigate(paths.writeList)} />
          专项写作：选择题目
        </Space>
      }
    >
      <div className="vocab-toolbar">
        <Segmented<number>
          aria-label="写作类型"
          value={kind}
          options={KINDS.map((v) => ({ value: v, label: WRITE_KIND_NAMES[v]! }))}
          onChange={(v) => {
            setSearch({ kind: String(v) }, { replace: true });
            setPageNo(1);
          }}
        />
        <Input.Search
          aria-label="搜索题目"
          allowClear
          placeholder="搜索题目内容，如 volunteer"
          maxLength={40}
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPageNo(1);
          }}
        />
        <Typography.Text type="secondary" className="vocab-toolbar-end">
          {WRITE_KIND_NAMES[kind]}：满分{WRITE_KIND_RULES[kind]!.fullScore}分，{WRITE_KIND_RULES[kind]!.minWords}-{WRITE_KIND_RULES[kind]!.maxWords}词
        </Typography.Text>
      </div>
      {prompts.isPending ? (
        <Skeleton active />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={keyword ? `没有包含“${keyword}”的${WRITE_KIND_NAMES[kind]}题目` : `题库中暂无${WRITE_KIND_NAMES[kind]}题目`} />
      ) : (
        <Spin spinning={prompts.isPlaceholderData}>
          <div className="write-prompt-list" role="list" aria-label="题库题目">
            {list.map((p) => (
              <div key={p.topicId} className="write-prompt-item" role="listitem">
                <div className="write-prompt-item-head">
                  <Space size={4} wrap>
                    <Tag color={KIND_COLORS[p.kind]}>{p.kindName}</Tag>
                    {p.year != null && <Tag>{p.year}年</Tag>}
                    {p.hasSample && <Tag color="green">有范文</Tag>}
                    <Typography.Text type="secondary">{p.source}</Typography.Text>
                  </Space>
                  <Button type="primary" size="small" onClick={() => setPicked(p)}>
                    选用此题
                  </Button>
                </div>
                <div className="write-prompt-box">
                  <TaskPrompt prompt={p.prompt} isHtml />
                </div>
              </div>
            ))}
          </div>
          <Pagination
            className="write-pager"
            current={pageNo}
            pageSize={PAGE_SIZE}
            total={prompts.data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(n) => `共 ${n} 道题目`}
            hideOnSinglePage
            onChange={(p) => {
              setPageNo(p);
              window.scrollTo(0, 0);
            }}
          />
        </Spin>
      )}
    </Card>
  );
}
