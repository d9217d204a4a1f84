import { useEffect } from 'react';
import { Alert, App, Button, Card, Col, Form, InputNumber, Row, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { ZReportSettings, type TReportSettings } from '@app/contract';
import { zodRule } from '../../../lib/zod-rule';
import { reportSettingQuery, useSaveReportSetting } from '../api/report-setting';

/** The form holds rates as percentages (60 for 0.6); the API and the schema use fractions. */
type Values = {
  passRate: number;
  goodRate: number;
  excellentRate: number;
  lowRate: number;
  bandWidth: number;
  totalBandWidth: number;
  tierTop: number;
  tierExcellent: number;
  tierMiddle: number;
  bigRankChange: number;
  criticalMargin: number;
  fluctuationRank: number;
  fluctuationExams: number;
};

const toPct = (r: number) => Number((r * 100).toFixed(2));
const fromPct = (v: unknown) => (typeof v === 'number' ? Number((v / 100).toFixed(4)) : undefined);

function toValues(s: TReportSettings): Values {
  return {
    passRate: toPct(s.passRate),
    goodRate: toPct(s.goodRate),
    excellentRate: toPct(s.excellentRate),
    lowRate: toPct(s.lowRate),
    bandWidth: s.bandWidth,
    totalBandWidth: s.totalBandWidth,
    tierTop: toPct(s.tierCutoffs.top),
    tierExcellent: toPct(s.tierCutoffs.excellent),
    tierMiddle: toPct(s.tierCutoffs.middle),
    bigRankChange: s.bigRankChange,
    criticalMargin: s.criticalMargin,
    fluctuationRank: s.fluctuationRank,
    fluctuationExams: s.fluctuationExams,
  };
}

function toSettings(v: Values): unknown {
  return {
    passRate: fromPct(v.passRate),
    goodRate: fromPct(v.goodRate),
    excellentRate: fromPct(v.excellentRate),
    lowRate: fromPct(v.lowRate),
    bandWidth: v.bandWidth,
    totalBandWidth: v.totalBandWidth,
    tierCutoffs: { top: fromPct(v.tierTop), excellent: fromPct(v.tierExcellent), middle: fromPct(v.tierMiddle) },
    bigRankChange: v.bigRankChange,
    criticalMargin: v.criticalMargin,
    fluctuationRank: v.fluctuationRank,
    fluctuationExams: v.fluctuationExams,
  };
}

/** Which form field shows a schema issue (cross-field rules point at passRate and tierCutoffs). */
function fieldOf(path: PropertyKey[]): keyof Values {
  if (path[0] === 'tierCutoffs') return path[1] === 'excellent' ? 'tierExcellent' : path[1] === 'middle' ? 'tierMiddle' : 'tierTop';
  return (typeof path[0] === 'string' ? path[0] : 'passRate') as keyof Values;
}

const S = ZReportSettings.shape;
const pct = (label: string, name: keyof Values, schema: Parameters<typeof zodRule>[0], extra?: string) => (
  <Form.Item name={name} label={label} rules={[zodRule(schema, fromPct)]} extra={extra}>
    <InputNumber min={0} max={100} step={1} suffix="%" style={{ width: 140 }} aria-label={label} />
  </Form.Item>
);
const num = (label: string, name: keyof Values, schema: Parameters<typeof zodRule>[0], unit: string, extra?: string, step = 1) => (
  <Form.Item name={name} label={label} rules={[zodRule(schema)]} extra={extra}>
    <InputNumber step={step} suffix={unit} style={{ width: 140 }} aria-label={label} />
  </Form.Item>
);

type Props = {
  /** 'all' for 报告设置, 'lines' for 分数线设置 (the score lines and bands only). */
  part: 'all' | 'lines';
  canSave: boolean;
};

/** The report settings form (GET/PUT /academic/report-setting), checked with the contract's schema. */
export function ReportSettingsForm({ part, canSave }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const settings = useQuery(reportSettingQuery());
  const save = useSaveReportSetting();

  useEffect(() => {
    if (settings.data) form.setFieldsValue(toValues(settings.data));
  }, [settings.data, form]);

  const onFinish = async (v: Values) => {
    // The lines page shows part of the settings: the rest is kept as stored.
    const merged = part === 'all' || !settings.data ? v : { ...toValues(settings.data), ...v };
    const parsed = ZReportSettings.safeParse(toSettings(merged));
    if (!parsed.success) {
      form.setFields(parsed.error.issues.map((i) => ({ name: fieldOf(i.path), errors: [i.message] })));
      message.error(parsed.error.issues[0]?.message ?? '请检查填写的内容');
      return;
    }
    await save.mutateAsync(parsed.data);
    message.success('设置已保存，报告将按新设置重新计算');
  };

  if (settings.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;

  return (
    <Form<Values> form={form} layout="vertical" disabled={!canSave} onFinish={(v) => void onFinish(v).catch(() => undefined)} aria-label={part === 'all' ? '报告设置' : '分数线设置'}>
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        {!canSave && <Alert type="info" showIcon title="报告设置适用于全校所有年级，只有校长可以修改，您可以查看当前设置。" />}
        <Card size="small" title="分数线（占满分的百分比）">
          <Row gutter={24}>
            <Col xs={12} md={6}>
              {pct('及格线', 'passRate', S.passRate, '得分 ≥ 及格线为及格')}
            </Col>
            <Col xs={12} md={6}>
              {pct('良好线', 'goodRate', S.goodRate)}
            </Col>
            <Col xs={12} md={6}>
              {pct('优秀线', 'excellentRate', S.excellentRate)}
            </Col>
            <Col xs={12} md={6}>
              {pct('低分线', 'lowRate', S.lowRate, '得分 < 低分线为低分')}
            </Col>
          </Row>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            须满足：低分线 &lt; 及格线 ≤ 良好线 ≤ 优秀线。
          </Typography.Text>
        </Card>
        <Card size="small" title="分数段">
          <Row gutter={24}>
            <Col xs={12} md={6}>
              {num('分数段宽度', 'bandWidth', S.bandWidth, '分', '单科分数段，如每10分一段')}
            </Col>
            <Col xs={12} md={6}>
              {num('总分分数段宽度', 'totalBandWidth', S.totalBandWidth, '分', '总分分数段，如每50分一段')}
            </Col>
          </Row>
        </Card>
        {part === 'all' && (
          <>
            <Card size="small" title="分层比例（按年级名次，从高到低的累计比例）">
              <Row gutter={24}>
                <Col xs={12} md={6}>
                  {pct('尖子生', 'tierTop', S.tierCutoffs.shape.top, '年级前 x% 为尖子生')}
                </Col>
                <Col xs={12} md={6}>
                  {pct('优秀生', 'tierExcellent', S.tierCutoffs.shape.excellent, '年级前 x%（除尖子生）')}
                </Col>
                <Col xs={12} md={6}>
                  {pct('中等生', 'tierMiddle', S.tierCutoffs.shape.middle, '其余为学困生')}
                </Col>
              </Row>
            </Card>
            <Card size="small" title="重点关注学生名单">
              <Row gutter={24}>
                <Col xs={12} md={6}>
                  {num('大幅进退名次', 'bigRankChange', S.bigRankChange, '名', '年级名次变化达到该值列入大幅进步/退步')}
                </Col>
                <Col xs={12} md={6}>
                  {num('临界分差', 'criticalMargin', S.criticalMargin, '分', '及格线上下该分数内为临界生')}
                </Col>
                <Col xs={12} md={6}>
                  {num('波动名次', 'fluctuationRank', S.fluctuationRank, '名', '最近几次考试名次相差达到该值为波动生')}
                </Col>
                <Col xs={12} md={6}>
                  {num('波动考试次数', 'fluctuationExams', S.fluctuationExams, '次', '计算波动时看最近几次考试')}
                </Col>
              </Row>
            </Card>
          </>
        )}
        {canSave && (
          <Space>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              保存设置
            </Button>
            <Button htmlType="button" onClick={() => settings.data && form.setFieldsValue(toValues(settings.data))}>
              撤销修改
            </Button>
          </Space>
        )}
      </Space>
    </Form>
  );
}
