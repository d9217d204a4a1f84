import { useQuery } from '@tanstack/react-query';
import { Alert, Modal, Spin } from 'antd';
import { apiUrl, type TCourseVideo } from '@app/contract';
import { API_HOSTS } from '../../../lib/http';
import { playTicketQuery } from '../api/media';

/** 预览: plays a chapter in a dialog through a play ticket (a <video> cannot send the bearer header). */
export function PreviewModal({ video, onClose }: { video: TCourseVideo | null; onClose: () => void }) {
  const ticket = useQuery({ ...playTicketQuery(video?.videoId ?? 0), enabled: video != null });
  return (
    <Modal title={video ? `预览：${video.title}` : '预览'} open={video != null} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      {ticket.isError ? (
        <Alert type="error" showIcon title={ticket.error.message || '视频无法播放'} />
      ) : ticket.data && video ? (
        <video className="course-player" controls preload="metadata" src={apiUrl(ticket.data.url, API_HOSTS)} poster={ticket.data.posterUrl ? apiUrl(ticket.data.posterUrl, API_HOSTS) : undefined} aria-label={`视频：${video.title}`} />
      ) : (
        <div className="course-player is-loading">
          <Spin />
        </div>
      )}
    </Modal>
  );
}
