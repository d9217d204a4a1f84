import { useState } from 'react';
import { Button, Card, Empty, Table, Tag, Typography } from 'antd';
import { DownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { PAPER_STATUS, PERSONAL_PAGE_SIZE, type TPersonalAnswerSheet } from '@app/contract';
import { schoolTime } from '../../../lib/school-time';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadAnswerSheet, useAnswerSheets } from '../api/answer-sheets';

const STATUS_COLORS: Record<number, string> = { [PAPER_STATUS.SENT_TO_PRINT]: 'blue', [PAPER_STATUS.SCANNED]: 'cyan', [PAPER_STATUS.EXAM_ENDED]: 'default', [PAPER_STATUS.MARKING_COMPLETE]: 'green' };

/**
 * /paper/personalresources/answersheet (答题卡): the answer sheets of the papers the teacher sent to
 * print (maths and English, every semester), newest send first; one download at a time, as on 组卷记录.
 */
export default function AnswerSheetsPage() {
  const [pageNo, setPageNo] = useState(1);
  const sheets = useAnswerSheets(pageNo);
  const download = useSingleDownload();
  const columns = [
    // Names of one paper's sends differ only at their end (（已扫描）…): wrapped, never cut.
    { title: '试卷名称', dataIndex: 'paperName' },
    { title: '学科', dataIndex: 'subjectName', width: 70 },
    {
      title: '考试班级',
      key: 'clazzes',
      width: 160,
      render: (_: unknown, r: TPersonalAnswerSheet) => (r.clazzNames.length ? <Typography.Text ellipsis={{ tooltip: r.clazzNames.join('、') }} style={{ maxWidth: 150 }}>{r.clazzNames.join('、')}</Typography.Text> : '-'),
    },
    { title: '考试日期', key: 'examDate', width: 110, render: (_: unknown, r: TPersonalAnswerSheet) => r.examDate ?? '-' },
    { title: '发送时间', key: 'sentAt', width: 150, render: (_: unknown, r: TPersonalAnswerSheet) => schoolTime(r.sentAt) },
    { title: '状态', key: 'status', width: 96, render: (_: unknown, r: TPersonalAnswerSheet) => <Tag color={STATUS_COLORS[r.status]}>{r.statusText}</Tag> },
    {
      title: '操作',
      key: 'download',
      width: 120,
      render: (_: unknown, r: TPersonalAnswerSheet) => (
        <Button
          type="link"
          size="small"
          icon={download.pending === `sheet-${r.recordId}` ? <LoadingOutlined /> : <DownloadOutlined />}
          aria-label={`下载答题卡：${r.paperName}`}
          onClick={() => void download.run(`sheet-${r.recordId}`, () => downloadAnswerSheet(r.recordId, `${r.paperName}答题卡.docx`))}
        >
          下载答题卡
        </Button>
      ),
    },
  ];
  return (
    <Card title="答题卡" size="small">
      <Table<TPersonalAnswerSheet>
        aria-label="答题卡"
        rowKey="recordId"
        size="middle"
        columns={columns}
        dataSource={sheets.data?.list ?? []}
        loading={sheets.isPending || sheets.isPlaceholderData}
        locale={{ emptyText: sheets.isPending ? ' ' : <Empty description="还没有答题卡：在组卷记录或精品试卷中把试卷发送打印后，答题卡会出现在这里" /> }}
        pagination={{ current: pageNo, pageSize: PERSONAL_PAGE_SIZE, total: sheets.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 份` }}
      />
    </Card>
  );
}
