import { useState } from 'react';
import { Badge, Card, Collapse, Empty, Pagination, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { noticePageQuery, useMarkNoticeRead } from '../api/notices';
import { schoolTime } from '../../../lib/school-time';

const PAGE_SIZE = 10;

/** /user/msg: school and platform notices; opening one marks it read. */
export default function UserMsgPage() {
  const [pageNo, setPageNo] = useState(1);
  const page = useQuery(noticePageQuery(pageNo, PAGE_SIZE));
  const markRead = useMarkNoticeRead();
  const list = page.data?.list ?? [];
  return (
    <Card title="消息通知" loading={page.isPending}>
      {list.length === 0 ? (
        <Empty description="暂无消息" />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }} size={16}>
          <Collapse
            accordion
            onChange={(keys) => {
              const key = Array.isArray(keys) ? keys[0] : keys;
              const n = list.find((x) => String(x.noticeId) === key);
              if (n && n.isRead === 0) markRead.mutate(n.noticeId);
            }}
            items={list.map((n) => ({
              key: String(n.noticeId),
              label: (
                <Space>
                  <Badge status={n.isRead ? 'default' : 'processing'} text={n.isRead ? '已读' : '未读'} />
                  <Typography.Text strong={n.isRead === 0}>{n.title}</Typography.Text>
                </Space>
              ),
              extra: <Typography.Text type="secondary">{schoolTime(n.publishTime)}</Typography.Text>,
              children: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{n.content}</Typography.Paragraph>,
            }))}
          />
          <Pagination align="end" current={pageNo} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setPageNo} hideOnSinglePage showTotal={(t) => `共 ${t} 条`} />
        </Space>
      )}
    </Card>
  );
}
