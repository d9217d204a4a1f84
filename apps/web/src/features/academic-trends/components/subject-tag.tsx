import { Space, Tag, Typography } from 'antd';

/** The current subject (chosen in the page header) shown in a filter bar. */
export function SubjectTag({ name }: { name: string }) {
  return (
    <Space size={6}>
      <span className="filter-label">学科</span>
      <Tag color="blue" style={{ marginInlineEnd: 0 }}>
        {name || '未选择'}
      </Tag>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        （在页面右上角切换学科）
      </Typography.Text>
    </Space>
  );
}
