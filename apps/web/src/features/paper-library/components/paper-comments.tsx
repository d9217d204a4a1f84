import { useState } from 'react';
import { Avatar, Button, Empty, Input, List, Pagination } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { PAPER_ERRORS } from '@app/contract';
import { notify } from '../../../lib/notify';
import { paperCommentsQuery, useAddComment } from '../api/paper-comments';
import type { TFamily } from '../lib/family';

const MAX = 500;

function when(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** 评论: the paper's comments, 10 a page, newest first, and the box to add one. */
export function PaperComments({ family, paperId }: { family: TFamily; paperId: number }) {
  const [page, setPage] = useState(1);
  const [text, setText] = useState('');
  const comments = useQuery(paperCommentsQuery(family, paperId, page));
  const add = useAddComment(family, paperId);
  const d = comments.data;

  const submit = () => {
    const content = text.trim();
    if (!content) {
      notify.error(PAPER_ERRORS.COMMENT_EMPTY);
      return;
    }
    add.mutate(content, {
      onSuccess: () => {
        setText('');
        setPage(1);
        notify.success('评论成功');
      },
    });
  };

  return (
    <section className="pl-card pl-comments" aria-label="评论">
      <h3 className="pl-section-title">
        评论<span className="pl-section-sub">（{d?.total ?? 0}）</span>
      </h3>
      <div className="pl-comment-box">
        <Input.TextArea value={text} onChange={(e) => setText(e.target.value)} rows={3} maxLength={MAX} showCount placeholder="说说您对这份试卷的看法" aria-label="评论内容" />
        <Button type="primary" onClick={submit} loading={add.isPending}>
          发表评论
        </Button>
      </div>
      {d && d.list.length > 0 ? (
        <List
          className="pl-comment-list"
          dataSource={d.list}
          renderItem={(c) => (
            <List.Item key={c.commentId}>
              <List.Item.Meta
                avatar={<Avatar icon={<UserOutlined />} />}
                title={
                  <span>
                    {c.teacherName}
                    {c.isMine === 1 && <span className="pl-mine">（我）</span>}
                    <span className="pl-comment-school">{c.schoolName}</span>
                    <span className="pl-comment-time">{when(c.createDate)}</span>
                  </span>
                }
                description={<div className="pl-comment-content">{c.content}</div>}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无评论，来发表第一条评论吧" />
      )}
      {d && d.total > d.pageSize && <Pagination className="pl-pager" current={page} pageSize={d.pageSize} total={d.total} onChange={setPage} showSizeChanger={false} />}
    </section>
  );
}
