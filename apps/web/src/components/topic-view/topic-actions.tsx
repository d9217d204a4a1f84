import { Button } from 'antd';
import { ExclamationCircleOutlined, MinusCircleOutlined, PlusCircleOutlined, StarFilled, StarOutlined } from '@ant-design/icons';

type Props = {
  isAddTopic: 0 | 1;
  isCollect: 0 | 1;
  onToggleBasket?: () => void;
  onToggleCollect?: () => void;
  onReportError?: () => void;
  basketPending?: boolean;
  collectPending?: boolean;
};

/** The per-question actions: 加入试题篮 / 移出试题篮, 收藏 / 取消收藏, 纠错. */
export function TopicActions({ isAddTopic, isCollect, onToggleBasket, onToggleCollect, onReportError, basketPending, collectPending }: Props) {
  return (
    <>
      {onToggleCollect && (
        <Button size="small" type="text" icon={isCollect ? <StarFilled className="tv-collected" /> : <StarOutlined />} loading={collectPending} onClick={onToggleCollect}>
          {isCollect ? '取消收藏' : '收藏'}
        </Button>
      )}
      {onReportError && (
        <Button size="small" type="text" icon={<ExclamationCircleOutlined />} onClick={onReportError}>
          纠错
        </Button>
      )}
      {onToggleBasket && (
        <Button size="small" type={isAddTopic ? 'default' : 'primary'} danger={isAddTopic === 1} icon={isAddTopic ? <MinusCircleOutlined /> : <PlusCircleOutlined />} loading={basketPending} onClick={onToggleBasket}>
          {isAddTopic ? '移出试题篮' : '加入试题篮'}
        </Button>
      )}
    </>
  );
}
