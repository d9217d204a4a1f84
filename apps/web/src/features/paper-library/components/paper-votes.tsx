import { Button, Space } from 'antd';
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { usePaperVote } from '../api/paper-vote';
import type { TFamily } from '../lib/family';

type Props = { family: TFamily; paperId: number; voteUp: number; voteDown: number; myVote: number };

/** 有用 / 没用 with their counts; the teacher's own vote is highlighted and can be changed. */
export function PaperVotes({ family, paperId, voteUp, voteDown, myVote }: Props) {
  const vote = usePaperVote(family, paperId);
  return (
    <div className="pl-votes" role="group" aria-label="评价试卷">
      <div className="pl-side-hint">这份试卷对您有帮助吗？</div>
      <Space>
        <Button
          icon={myVote === 1 ? <LikeFilled /> : <LikeOutlined />}
          type={myVote === 1 ? 'primary' : 'default'}
          aria-pressed={myVote === 1}
          loading={vote.isPending && vote.variables === 1}
          onClick={() => vote.mutate(1)}
        >
          有用（{voteUp}）
        </Button>
        <Button
          icon={myVote === -1 ? <DislikeFilled /> : <DislikeOutlined />}
          type={myVote === -1 ? 'primary' : 'default'}
          danger={myVote === -1}
          aria-pressed={myVote === -1}
          loading={vote.isPending && vote.variables === -1}
          onClick={() => vote.mutate(-1)}
        >
          没用（{voteDown}）
        </Button>
      </Space>
    </div>
  );
}
