import { Button, Space, Tag } from 'antd';
import { BarChartOutlined, FileTextOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TFinePaperItem } from '../api/types';

type Props = {
  paper: TFinePaperItem;
  detailHref: string;
  analysisHref: string;
  onToggleCollect: () => void;
  collectPending: boolean;
};

const num = (n: number) => String(Number(n.toFixed(2)));

/** One paper of a library list: name, tags, figures and the actions. */
export function PaperListItem({ paper: p, detailHref, analysisHref, onToggleCollect, collectPending }: Props) {
  return (
    <li className="pl-item" aria-label={p.paperName}>
      <div className="pl-item-icon" aria-hidden>
        <FileTextOutlined />
      </div>
      <div className="pl-item-main">
        <Link className="pl-item-name" to={detailHref}>
          {p.paperName}
        </Link>
        <div className="pl-item-tags">
          <Tag color="cyan">{p.category}</Tag>
          {p.gradeName && <Tag>{p.gradeName}</Tag>}
          <Tag>{p.year}年</Tag>
          {p.provinceName && <Tag>{p.provinceName}</Tag>}
          {p.testTypeName && <Tag>{p.testTypeName}</Tag>}
          {p.textbookVersionName && <Tag>{p.textbookVersionName}</Tag>}
        </div>
        <div className="pl-item-stats">
          <span>题量：{p.topicCount}</span>
          <span>总分：{num(p.totalScore)}分</span>
          <span>使用：{p.useCount}次</span>
          <span>有用：{p.voteUp}</span>
          <span>评论：{p.commentCount}</span>
          <span>更新：{p.createDate}</span>
        </div>
      </div>
      <Space className="pl-item-actions" direction="vertical" size={6}>
        <Link to={detailHref}>
          <Button type="primary" size="small" block>
            查看试卷
          </Button>
        </Link>
        <Link to={analysisHref}>
          <Button size="small" icon={<BarChartOutlined />} block>
            试卷分析
          </Button>
        </Link>
        <Button size="small" block icon={p.isCollect ? <StarFilled className="pl-star-on" /> : <StarOutlined />} loading={collectPending} onClick={onToggleCollect} aria-pressed={p.isCollect === 1}>
          {p.isCollect ? '取消收藏' : '收藏'}
        </Button>
      </Space>
    </li>
  );
}
