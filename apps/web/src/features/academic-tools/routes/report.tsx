import { Alert, Button, Card, Empty, Result, Skeleton, Space, Typography } from 'antd';
import { FileExcelOutlined, FileWordOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSingleDownload } from '../../../lib/single-download';
import { classReportQuery } from '../api/class-report';
import { downloadClassExcel, downloadClassWord } from '../api/class-report-files';
import { useExamDetailOutlet } from '../lib/exam-detail-outlet';
import '../tools.css';

/** 报告 (examdetail/report): the automatically written summary of the class, and the Excel and Word downloads. */
export default function ReportPage() {
  const { examId, clazzId, clazzName, exam } = useExamDetailOutlet();
  const report = useQuery(classReportQuery(examId, clazzId));
  const { pending, run } = useSingleDownload();
  const base = exam ? `${exam.name}-${exam.subjectName}-${clazzName}` : clazzName;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Button
          type="primary"
          icon={pending === 'excel' ? <LoadingOutlined /> : <FileExcelOutlined />}
          onClick={() => void run('excel', () => downloadClassExcel(examId, clazzId, `${base}成绩单.xlsx`))}
        >
          下载成绩单（Excel）
        </Button>
        <Button icon={pending === 'word' ? <LoadingOutlined /> : <FileWordOutlined />} onClick={() => void run('word', () => downloadClassWord(examId, clazzId, `${base}分析报告.docx`))}>
          下载分析报告（Word）
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          成绩单含学生成绩、试题分析和知识点三张表；分析报告含下方的文字总结和学生成绩表。
        </Typography.Text>
      </Space>
      <Card size="small" title={`${clazzName}成绩分析报告`} className="report-card">
        {report.isPending ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : report.isError ? (
          <Result status="info" title="暂时无法生成该班级的报告" subTitle={report.error.message} />
        ) : report.data.paragraphs.length === 0 ? (
          <Empty description="该考试还没有可总结的成绩" />
        ) : (
          <article className="report-text" aria-label="报告正文">
            {report.data.paragraphs.map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </article>
        )}
      </Card>
      <Alert type="info" showIcon title="报告由系统根据本次考试成绩自动生成，分数线与名单阈值可在“报告设置”中调整。" />
    </Space>
  );
}
