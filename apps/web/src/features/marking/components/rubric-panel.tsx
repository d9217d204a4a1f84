import { Collapse, Empty, Typography } from 'antd';
import type { TModelEssay } from '../api/types';

/** 评分细则 and 范文 of the group, beside the score board. */
export function RubricPanel({ rubric, modelEssays }: { rubric: string; modelEssays: TModelEssay[] }) {
  if (!rubric.trim() && modelEssays.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="本题组未设置评分细则和范文" />;
  return (
    <Collapse
      size="small"
      defaultActiveKey={['rubric']}
      items={[
        ...(rubric.trim()
          ? [{ key: 'rubric', label: '评分细则', children: <Typography.Paragraph className="mk-rubric">{rubric}</Typography.Paragraph> }]
          : []),
        ...modelEssays.map((e, i) => ({
          key: `essay-${i}`,
          label: `范文：${e.title}`,
          children: <Typography.Paragraph className="mk-rubric">{e.content}</Typography.Paragraph>,
        })),
      ]}
    />
  );
}
