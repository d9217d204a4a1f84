import { useState, type ReactNode } from 'react';
import { App, Button, Card, Descriptions, Select, Tabs, Tag } from 'antd';
import { DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TVocabPutItem } from '@app/contract/vocabulary';
import { paths } from '../../../app/paths';
import { downloadVocabReport } from '../api/download-report';
import { PUT_STATE_COLORS, timeRange } from '../lib/format';

export type ReportKind = 'results' | 'student' | 'word';

const REPORTS: { key: ReportKind; label: string; path: string }[] = [
  { key: 'results', label: '班级结果', path: paths.vocabularyResults },
  { key: 'student', label: '学生报告', path: paths.vocabularyStudentReport },
  { key: 'word', label: '单词报告', path: paths.vocabularyWordReport },
];

/** The address of one of a put's reports, keeping the class chosen (the class report has none). */
export function reportPath(kind: ReportKind, putId: number, clazzId?: number | null): string {
  const path = REPORTS.find((r) => r.key === kind)!.path;
  return `${path}?putId=${putId}${clazzId != null && kind !== 'results' ? `&clazzId=${clazzId}` : ''}`;
}

/** 下载Excel: busy while the file comes, then names the file saved. */
function DownloadButton({ put }: { put: TVocabPutItem }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadVocabReport(put.putId, put.listName)
          .then((name) => message.success(`已下载 ${name}`))
          .catch(() => undefined)
          .finally(() => setBusy(false));
      }}
    >
      下载Excel
    </Button>
  );
}

type Props = {
  put: TVocabPutItem;
  active: ReportKind;
  /** The class the student and word reports show (none: every class of the put). */
  clazzId?: number | null;
  children: ReactNode;
};

/** A put's reports: its facts, the three reports' tabs, 下载Excel, then the report. */
export function ReportFrame({ put, active, clazzId, children }: Props) {
  const navigate = useNavigate();
  return (
    <>
      <Card size="small" className="vocab-card vocab-report-head">
        <div className="vocab-head">
          <h2>
            {put.listName} <Tag color={PUT_STATE_COLORS[put.state]}>{put.stateName}</Tag>
          </h2>
          <div className="vocab-head-actions">
            <Button icon={<EditOutlined />} onClick={() => navigate(`${paths.vocabularyPutEdit}?putId=${put.putId}`)}>
              编辑布置
            </Button>
            <DownloadButton put={put} />
          </div>
        </div>
        <Descriptions
          size="small"
          column={3}
          items={[
            { key: 'clazz', label: '班级', children: put.clazzes.map((c) => c.clazzName).join('、') },
            { key: 'time', label: '起止时间', children: timeRange(put.startAt, put.endAt) },
            { key: 'modes', label: '练习方式', children: `${put.modeNames.join('、')}，${put.rounds}轮` },
            { key: 'words', label: '单词数', children: put.wordCount },
            { key: 'done', label: '完成', children: `${put.finishedCount}/${put.studentCount}人` },
            { key: 'teacher', label: '布置人', children: put.teacherName },
          ]}
        />
        <Tabs
          className="vocab-report-tabs"
          activeKey={active}
          onChange={(k) => navigate(reportPath(k as ReportKind, put.putId, clazzId))}
          items={REPORTS.map((r) => ({ key: r.key, label: r.label }))}
        />
      </Card>
      {children}
    </>
  );
}

/** The class select of the student and word reports: 全部班级 or one class of the put. */
export function ClazzSelect({ put, value, onChange }: { put: TVocabPutItem; value: number | null; onChange: (clazzId: number | null) => void }) {
  return (
    <Select<number>
      aria-label="班级"
      style={{ width: 160 }}
      value={value ?? (put.clazzes.length > 1 ? 0 : put.clazzes[0]?.clazzId)}
      onChange={(v) => onChange(v === 0 ? null : v)}
      options={[...(put.clazzes.length > 1 ? [{ value: 0, label: '全部班级' }] : []), ...put.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))]}
    />
  );
}
