import { useState } from 'react';
import { Button, Space, Tooltip, Typography } from 'antd';
import { ColumnWidthOutlined, RotateRightOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { rotateImage } from '../api/rotate-image';
import { useAnswerImageUrl } from './use-image-url';
import { Loading } from './loading';

const ZOOM_STEP = 1.25;
const MIN_ZOOM = 0.4;
const MAX_ZOOM = 4;

type Props = {
  answerId: number;
  imageUrl: string;
  paperNo: string;
  /** Rotating changes the stored image for everyone: markers and arbiters may, viewers may not. */
  canRotate?: boolean;
  onRotated?: (imageUrl: string) => void;
  /** Extra content on the toolbar's right (labels, problem button). */
  extra?: React.ReactNode;
};

/**
 * The answer image on the marking screens: fit to width by default, zoom in and out, rotate (on the
 * server, so every marker sees it upright, then reloaded). Shows the paper number, never the name.
 */
export function AnswerViewer({ answerId, imageUrl, paperNo, canRotate = true, onRotated, extra }: Props) {
  const { url, isPending, isError, error } = useAnswerImageUrl(imageUrl);
  const [zoom, setZoom] = useState(1);
  const [rotating, setRotating] = useState(false);

  const rotate = async () => {
    setRotating(true);
    try {
      const r = await rotateImage(answerId, 90);
      onRotated?.(r.imageUrl);
    } catch {
      // the client has shown the message
    } finally {
      setRotating(false);
    }
  };

  return (
    <div className="mk-viewer">
      <div className="mk-viewer-bar">
        <Typography.Text strong className="mk-paper-no">
          试卷号 {paperNo}
        </Typography.Text>
        <Space size={4}>
          <Tooltip title="缩小">
            <Button size="small" icon={<ZoomOutOutlined />} aria-label="缩小" onClick={() => setZoom((z) => Math.max(MIN_ZOOM, z / ZOOM_STEP))} />
          </Tooltip>
          <span className="mk-zoom">{Math.round(zoom * 100)}%</span>
          <Tooltip title="放大">
            <Button size="small" icon={<ZoomInOutlined />} aria-label="放大" onClick={() => setZoom((z) => Math.min(MAX_ZOOM, z * ZOOM_STEP))} />
          </Tooltip>
          <Button size="small" icon={<ColumnWidthOutlined />} onClick={() => setZoom(1)}>
            适应宽度
          </Button>
          {canRotate && (
            <Button size="small" icon={<RotateRightOutlined />} loading={rotating} onClick={() => void rotate()}>
              旋转
            </Button>
          )}
        </Space>
        <div className="mk-viewer-extra">{extra}</div>
      </div>
      <div className="mk-viewer-body" tabIndex={-1}>
        {isPending ? (
          <Loading pad={80} text="图片加载中" />
        ) : isError || !url ? (
          <div className="mk-viewer-missing">答题图片加载失败{error ? `：${error.message}` : ''}</div>
        ) : (
          <img src={url} alt={`试卷号${paperNo}的答题图片`} className="mk-viewer-img" style={{ width: `${zoom * 100}%` }} draggable={false} />
        )}
      </div>
    </div>
  );
}
