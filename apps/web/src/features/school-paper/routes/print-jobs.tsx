import { useState } from 'react';
import { App, Button, Card, Empty, Table, Tag } from 'antd';
import { schoolDateTime, SCHOOL_PAPER_PAGE_SIZE, SCHOOL_PRINT_SIZES, type TSchoolPrintJob } from '@app/contract';
import { usePrintJobs, useSetPrintStatus } from '../api/print';

/** /schoolpaper/print (打印任务): the print jobs the teacher sent, newest first, with their state; the teacher marks a job 已打印 when the copies are collected. */
export default function PrintJobsPage() {
  const [pageNo, setPageNo] = useState(1);
  const jobs = usePrintJobs(pageNo, SCHOOL_PAPER_PAGE_SIZE);
  const setStatus = useSetPrintStatus();
  const { message } = App.useApp();
  const toggle = (r: TSchoolPrintJob) =>
    // A refusal is shown by the shared request error handling.
    void setStatus.mutateAsync({ printId: r.printId, status: r.status === 2 ? 1 : 2 }).then(
      (j) => void message.success(`已标记为${j.statusName}`),
      () => undefined,
    );
  const columns = [
    { title: '试卷', dataIndex: 'paperName', ellipsis: true },
    { title: '班级（份数）', key: 'clazzes', render: (_: unknown, r: TSchoolPrintJob) => r.clazzes.map((c) => `${c.clazzName}（${c.copies}份）`).join('、') },
    { title: '纸张', key: 'size', width: 70, render: (_: unknown, r: TSchoolPrintJob) => SCHOOL_PRINT_SIZES[r.paperSize] ?? '' },
    { title: '共计', key: 'total', width: 80, align: 'right' as const, render: (_: unknown, r: TSchoolPrintJob) => `${r.totalCopies}份` },
    { title: '用卷日期', dataIndex: 'printDate', width: 110 },
    { title: '状态', key: 'status', width: 84, render: (_: unknown, r: TSchoolPrintJob) => <Tag color={r.status === 2 ? 'green' : 'gold'}>{r.statusName}</Tag> },
    { title: '发送时间', key: 'createdAt', width: 150, render: (_: unknown, r: TSchoolPrintJob) => schoolDateTime(new Date(r.createdAt)) },
    {
      title: '操作',
      key: 'action',
      width: 110,
      render: (_: unknown, r: TSchoolPrintJob) => (
        <Button type="link" size="small" disabled={setStatus.isPending} onClick={() => toggle(r)}>
          {r.status === 2 ? '改为待打印' : '标记已打印'}
        </Button>
      ),
    },
  ];
  return (
    <Card size="small" className="sp-card">
      <Table<TSchoolPrintJob>
        aria-label="打印任务"
        rowKey="printId"
        size="middle"
        columns={columns}
        dataSource={jobs.data?.list ?? []}
        loading={jobs.isFetching}
        locale={{ emptyText: jobs.isPending ? ' ' : <Empty description="还没有发送过打印：在“我的校本试卷”或“学校资源”中选择试卷，点“发送打印”" /> }}
        pagination={{ current: pageNo, pageSize: SCHOOL_PAPER_PAGE_SIZE, total: jobs.data?.total ?? 0, showSizeChanger: false, onChange: setPageNo, hideOnSinglePage: true }}
      />
    </Card>
  );
}
