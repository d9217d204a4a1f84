import { useState } from 'react';
import { Card, Empty, Table, Tag } from 'antd';
import { schoolDateTime, SCHOOL_PAPER_PAGE_SIZE, SCHOOL_PRINT_SIZES, type TSchoolPrintJob } from '@app/contract';
import { usePrintJobs } from '../api/print';

/** /schoolpaper/print (打印任务): the print jobs the teacher sent, newest first, with their state. */
export default function PrintJobsPage() {
  const [pageNo, setPageNo] = useState(1);
  const jobs = usePrintJobs(pageNo, SCHOOL_PAPER_PAGE_SIZE);
  const columns = [
    { title: '试卷', dataIndex: 'paperName', ellipsis: true },
    { title: '班级（份数）', key: 'clazzes', render: (_: unknown, r: TSchoolPrintJob) => r.clazzes.map((c) => `${c.clazzName}（${c.copies}份）`).join('、') },
    { title: '纸张', key: 'size', width: 70, render: (_: unknown, r: TSchoolPrintJob) => SCHOOL_PRINT_SIZES[r.paperSize] ?? '' },
    { title: '共计', key: 'total', width: 80, align: 'right' as const, render: (_: unknown, r: TSchoolPrintJob) => `${r.totalCopies}份` },
    { title: '用卷日期', dataIndex: 'printDate', width: 110 },
    { title: '状态', key: 'status', width: 84, render: (_: unknown, r: TSchoolPrintJob) => <Tag color={r.status === 2 ? 'green' : 'gold'}>{r.statusName}</Tag> },
    { title: '发送时间', key: 'createdAt', width: 150, render: (_: unknown, r: TSchoolPrintJob) => schoolDateTime(new Date(r.createdAt)) },
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
