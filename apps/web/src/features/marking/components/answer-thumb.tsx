import { Image, Skeleton } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useAnswerImageUrl } from './use-image-url';

/** A small answer image that opens large on click (lists, audit, special answers). */
export function AnswerThumb({ imageUrl, paperNo, width = 160, height = 100 }: { imageUrl: string; paperNo: string; width?: number; height?: number }) {
  const { url, isPending, isError } = useAnswerImageUrl(imageUrl);
  if (isPending) return <Skeleton.Image active style={{ width, height }} />;
  if (isError || !url)
    return (
      <div className="mk-thumb-missing" style={{ width, height }}>
        <PictureOutlined /> 图片加载失败
      </div>
    );
  return <Image className="mk-thumb" src={url} width={width} height={height} alt={`试卷号${paperNo}的答题图片`} preview={{ mask: '查看大图' }} />;
}
