import { useMemo, useState } from 'react';
import { Empty, Modal, Segmented, Space, Spin, Tag, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { EChart, type EChartOption } from '../../../components/echart';
import type { TTopicRow } from '../api/clazz-topics';
import { optionStudentsQuery } from '../api/option-students';
import { GRADE_SERIES_COLOR } from '../../../lib/report-format';
import { tooltipLines } from '../../../lib/escape-html';
import { optionTooltip } from '../lib/chart-tooltips';

type Bar = { option: string; label: string; count: number; gradeRate: number | null; correct: boolean };

function bars(row: TTopicRow): Bar[] {
  const c = row.clazz?.optionDistribution;
  const g = row.grade?.optionDistribution;
  if (!c) return [];
  const key = row.answerKey ?? '';
  const gradeRate = (n: number | undefined) => (g && row.grade?.participants ? (n ?? 0) / row.grade.participants : null);
  return [
    ...c.options.map((o) => ({ option: o.option, label: o.option, count: o.count, gradeRate: gradeRate(g?.options.find((x) => x.option === o.option)?.count), correct: key.includes(o.option) })),
    { option: 'blank', label: '未作答', count: c.blank, gradeRate: gradeRate(g?.blank), correct: false },
    { option: 'other', label: '其他', count: c.other, gradeRate: gradeRate(g?.other), correct: false },
  ];
}

/** 选项分布 of an objective question in the class, the key highlighted; choosing an option lists who chose it. */
export function OptionDistributionModal({ row, examId, clazzId, onClose }: { row: TTopicRow | null; examId: number; clazzId: number; onClose: () => void }) {
  const { token } = theme.useToken();
  const [option, setOption] = useState<string | null>(null);
  const data = useMemo(() => (row ? bars(row) : []), [row]);
  const students = useQuery(optionStudentsQuery(examId, clazzId, row?.questionId ?? null, option));
  const participants = row?.clazz?.participants ?? 0;
  const chartOption = useMemo<EChartOption>(
    () => ({
      grid: { left: 40, right: 16, top: 24, bottom: 28 },
      tooltip: {
        trigger: 'axis',
        formatter: (params: unknown) => {
          const i = (params as { dataIndex: number }[])[0]?.dataIndex ?? 0;
          const b = data[i];
          return b ? optionTooltip(b, participants) : tooltipLines([]);
        },
      },
      xAxis: { type: 'category', data: data.map((b) => b.label) },
      yAxis: { type: 'value', name: '人数', minInterval: 1 },
      series: [
        {
          type: 'bar',
          barMaxWidth: 40,
          label: { show: true, position: 'top' },
          data: data.map((b) => ({
            value: b.count,
            itemStyle: { color: b.correct ? token.colorPrimary : GRADE_SERIES_COLOR, borderColor: b.option === option ? token.colorText : undefined, borderWidth: b.option === option ? 2 : 0 },
          })),
          cursor: 'pointer',
        },
      ],
    }),
    [data, option, participants, token.colorPrimary, token.colorText],
  );

  return (
    <Modal
      open={row != null}
      onCancel={() => {
        setOption(null);
        onClose();
      }}
      footer={null}
      width={720}
      destroyOnHidden
      title={row ? `第${row.questionNo}题 选项分布（${row.choiceKind === 'multiple' ? '多选' : '单选'}，正确答案 ${row.answerKey ?? '-'}）` : ''}
    >
      {row && (
        <Space orientation="vertical" style={{ width: '100%' }} size={12}>
          <EChart option={chartOption} height={240} ariaLabel={`第${row.questionNo}题各选项人数，正确答案${row.answerKey ?? ''}`} onClick={(e) => setOption(data[e.dataIndex]?.option ?? null)} />
          <Space wrap>
            <Typography.Text type="secondary">查看选择该项的学生：</Typography.Text>
            <Segmented
              aria-label="选项"
              value={option ?? ''}
              onChange={(v) => setOption(String(v) || null)}
              options={data.map((b) => ({ value: b.option, label: `${b.label}${b.correct ? '✓' : ''} ${b.count}人` }))}
            />
          </Space>
          {option == null ? (
            <Typography.Text type="secondary">点击柱形或上方选项，查看选择该选项的学生。</Typography.Text>
          ) : students.isPending ? (
            <Spin />
          ) : students.data?.length ? (
            <div aria-label="选择该选项的学生" className="option-students">
              {students.data.map((s) => (
                <Tag key={s.studentId} title={s.studentNum}>
                  {s.studentName}
                </Tag>
              ))}
            </div>
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有学生选择该项" />
          )}
        </Space>
      )}
    </Modal>
  );
}
