import { useState } from 'react';
import { Empty, List, Pagination, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { paperUsesQuery } from '../api/paper-uses';
import type { TFamily } from '../lib/family';

/** 使用记录: the paper's use count and who in the school used it (复用 or sent to print). */
export function PaperUses({ family, paperId }: { family: TFamily; paperId: number }) {
  const [page, setPage] = useState(1);
  const uses = useQuery(paperUsesQuery(family, paperId, page));
  const d = uses.data;
  return (
    <div className="pl-uses" aria-label="使用记录">
      <div className="pl-side-hint">
        共使用 <strong>{d?.useCount ?? 0}</strong> 次
      </div>
      {d && d.list.length > 0 ? (
        <List
          size="small"
          dataSource={d.list}
          renderItem={(u) => (
            <List.Item className="pl-use">
              <div>
                <div className="pl-use-name">{u.paperName}</div>
                <div className="pl-use-meta">
                  {u.teacherName} · {u.useDate} <Tag className="pl-use-status">{u.statusText}</Tag>
                </div>
              </div>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本校暂无使用记录" />
      )}
      {d && d.total > d.pageSize && <Pagination size="small" simple current={page} pageSize={d.pageSize} total={d.total} onChange={setPage} />}
    </div>
  );
}
