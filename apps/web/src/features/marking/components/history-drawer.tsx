import { useState } from 'react';
import { Button, Drawer, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { historyQuery } from '../api/history';
import type { TMarkingMode } from '../api/next-item';
import type { TMarkingHistoryItem } from '../api/types';
import { MARKING_PAGE_SIZE } from '../api/types';
import { fmtScore, fmtTime } from '../lib/format';

type Props = { groupId: number; mode: TMarkingMode; open: boolean; onClose: () => void; onOpenSlot: (item: TMarkingHistoryItem) => void };

const STATUS_COLOR: Record<number, string> = { 0: 'processing', 1: 'warning', 2: 'error', 3: 'success' };

/** 回评: the teacher's own submitted marks, 10 per page; one opens on the marking screen to look at or change. */
export function HistoryDrawer({ groupId, mode, open, onClose, onOpenSlot }: Props) {
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(historyQuery(groupId, mode, pageNo, open));
  return (
    <Drawer open={open} onClose={onClose} title={mode === 'mark' ? '我的评阅记录（回评）' : '我的仲裁记录'} size={560} destroyOnHidden>
      <Table<TMarkingHistoryItem>
        size="small"
        rowKey="slotId"
        aria-label="评阅记录"
        loading={page.isFetching}
        dataSource={page.data?.list ?? []}
        locale={{ emptyText: '还没有评阅记录' }}
        columns={[
          { title: '试卷号', dataIndex: 'paperNo', width: 90 },
          { title: '小题得分', dataIndex: 'scores', render: (s: number[]) => s.map(fmtScore).join(' + ') },
          { title: '我的给分', dataIndex: 'score', width: 76, render: (v: number) => <b>{fmtScore(v)}</b> },
          {
            title: '答卷状态',
            width: 110,
            render: (_v, r) => (
              <span>
                <Tag color={STATUS_COLOR[r.answerStatus]}>{r.answerStatusText}</Tag>
                {r.finalScore != null && r.answerStatus === 3 && <span className="mk-muted">终 {fmtScore(r.finalScore)}</span>}
              </span>
            ),
          },
          { title: '提交时间', dataIndex: 'submittedAt', width: 96, render: fmtTime },
          {
            title: '操作',
            width: 64,
            render: (_v, r) => (
              <Button size="small" type="link" onClick={() => onOpenSlot(r)}>
                {r.editable ? '回评' : '查看'}
              </Button>
            ),
          },
        ]}
        pagination={{ current: pageNo, pageSize: MARKING_PAGE_SIZE, total: page.data?.total ?? 0, onChange: setPageNo, showSizeChanger: false, size: 'small', showTotal: (t) => `共 ${t} 份` }}
      />
    </Drawer>
  );
}
