import { useQuery } from '@tanstack/react-query';
import { VideoCameraOutlined } from '@ant-design/icons';
import { useObjectUrl } from '../../../lib/authed-blob';
import { posterQuery } from '../api/media';

type Props = { videoId: number | null; alt: string; width?: number };

/** A chapter's (or a course's first chapter's) poster frame in 16:9, loaded with the teacher's token; a camera where there is none. */
export function VideoPoster({ videoId, alt, width = 96 }: Props) {
  const poster = useQuery({ ...posterQuery(videoId ?? 0), enabled: videoId != null });
  const src = useObjectUrl(poster.data);
  const height = Math.round((width * 9) / 16);
  if (!src)
    return (
      <span className="course-poster is-empty" style={{ width, height }} role="img" aria-label={alt}>
        <VideoCameraOutlined />
      </span>
    );
  return <img className="course-poster" src={src} alt={alt} width={width} height={height} />;
}
