import { useState } from 'react';
import { App, Button, Card, Checkbox, Input, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, PieChartOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { canDeleteTestRecord, PAPER_TYPE, PAPER_UI_TEXT, SEMESTER_STATUS_NAMES, TEST_RECORD_STATUS_FILTERS } from '@app/contract';
import { PaperAnalysisDialog } from '../../../components/topic-view';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadAnswerSheet } from '../api/answer-sheet-download';
import { useDeleteRecord } from '../api/delete-record';
import { useHideRecord } from '../api/hide-record';
import { recordClazzesQuery } from '../api/record-clazzes';
import { testRecordPageQuery, type TestRecordFilter, type TTestRecordItem } from '../api/test-record-page';
import { FAMILY_SUBJECT, type TFamily } from '../lib/family';
import { recordDetailPath } from '../lib/record-links';
import { RecordStatus } from './record-status';
import '../paper-records.css';

const INITIAL: TestRecordFilter = { clazzId: null, pageIndex: 1, paperName: '', paperStatus: null, semesterId: null, isHide: 0 };

/**
 * 组卷记录 (spec section 2): status filter in the list's reading (发送打印 3, 扫描成功 4, 完成阅卷 1),
 * keyword, class, semester (current and finished groups), 10 per page; paper analysis,
 * answer-sheet download (one at a time), delete (status 2 only) and hide, each confirmed.
 */
export function TestRecordsScreen({ family }: { family: TFamily }) {
  const { message, modal } = App.useApp();
  const [filter, setFilter] = useState<TestRecordFilter>(INITIAL);
  const page = useQuery(testRecordPageQuery(family, filter));
  const semesters = page.data?.semesters;
  const semesterId = filter.semesterId ?? semesters?.current[0]?.semesterId ?? null;
  const clazzes = useQuery(recordClazzesQuery(semesterId));
  const hide = useHideRecord(family);
  const del = useDeleteRecord(family);
  const download = useSingleDownload();
  const [analysisOf, setAnalysisOf] = useState<TTestRecordItem | null>(null);

  const update = (patch: Partial<TestRecordFilter>) => setFilter((f) => ({ ...f, pageIndex: 1, ...patch }));

  const confirm = (content: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: '提示',
      content,
      okText: '确定',
      cancelText: '取消',
      onOk: () => onOk().catch(() => undefined),
      onCancel: () => void message.info(PAPER_UI_TEXT.CANCELLED),
    });

  const onHide = (r: TTestRecordItem) => {
    if (r.isHide) {
      void hide.mutateAsync({ paperId: r.paperId, isHide: 0 }).then(() => void message.success('已取消隐藏'), () => undefined);
      return;
    }
    confirm(PAPER_UI_TEXT.HIDE_CONFIRM, () => hide.mutateAsync({ paperId: r.paperId, isHide: 1 }).then(() => void message.success('已隐藏')));
  };
  const onDelete = (r: TTestRecordItem) => confirm(PAPER_UI_TEXT.DELETE_CONFIRM, () => del.mutateAsync(r.paperId).then(() => void message.success('删除成功')));
  const onDownload = (r: TTestRecordItem) => {
    if (r.examId == null) return;
    const examId = r.examId;
    void download.run(`sheet-${r.paperId}`, () => downloadAnswerSheet(family, examId, `${r.paperName}答题卡.docx`));
  };

  const columns: ColumnsType<TTestRecordItem> = [
    {
      title: '试卷名称',
      dataIndex: 'paperName',
      width: 240,
      render: (v: string, r) => (
        <Space size={4} wrap>
          <Link className="record-name-link" to={recordDetailPath(family, r.paperId)}>
            {v}
          </Link>
          {r.isHide === 1 && <Tag>已隐藏</Tag>}
        </Space>
      ),
    },
    { title: '组卷时间', dataIndex: 'createDate', width: 104 },
    { title: '组卷人', dataIndex: 'author', width: 80 },
    { title: '试卷类型', dataIndex: 'testTypeName', width: 90 },
    {
      title: '考试班级',
      dataIndex: 'clazzName',
      width: 150,
      render: (v: string) =>
        v ? (
          <Tooltip title={v}>
            <Typography.Text ellipsis style={{ maxWidth: 140 }}>
              {v}
            </Typography.Text>
          </Tooltip>
        ) : (
          '-'
        ),
    },
    { title: '考试日期', dataIndex: 'examDate', width: 104, render: (v: string | null) => v ?? '-' },
    { title: '满分', dataIndex: 'totalScore', width: 64, render: (v: number) => String(Number(v.toFixed(1))) },
    { title: '状态', dataIndex: 'status', width: 120, render: (s: number, r) => <RecordStatus status={s} statusText={r.statusText} completeRatio={r.completeRatio} /> },
    {
      title: '操作',
      key: 'actions',
      width: 270,
      render: (_v, r) => (
        <Space size={0} wrap>
          <Button type="link" size="small" icon={<PieChartOutlined />} onClick={() => setAnalysisOf(r)}>
            试卷分析
          </Button>
          {r.examId != null && (
            <Button type="link" size="small" icon={download.pending === `sheet-${r.paperId}` ? <LoadingOutlined /> : <DownloadOutlined />} onClick={() => onDownload(r)}>
              下载答题卡
            </Button>
          )}
          <Button type="link" size="small" icon={r.isHide ? <EyeOutlined /> : <EyeInvisibleOutlined />} onClick={() => onHide(r)}>
            {r.isHide ? '取消隐藏' : '隐藏'}
          </Button>
          {canDeleteTestRecord(r.status) && (
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(r)}>
              删除
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const semesterOptions = semesters
    ? [
        { label: SEMESTER_STATUS_NAMES[1], options: semesters.current.map((s) => ({ value: s.semesterId, label: s.semesterName })) },
        { label: SEMESTER_STATUS_NAMES[2], options: semesters.finished.map((s) => ({ value: s.semesterId, label: s.semesterName })) },
      ].filter((g) => g.options.length > 0)
    : [];

  return (
    <Card
      size="small"
      title={PAPER_UI_TEXT.RECORD_TITLE}
    >
      <Space wrap size={12} className="record-filters">
        <Select
          aria-label="试卷状态"
          allowClear
          placeholder="全部状态"
          style={{ width: 120 }}
          value={filter.paperStatus ?? undefined}
          options={TEST_RECORD_STATUS_FILTERS.map((s) => ({ value: s.value, label: s.label }))}
          onChange={(v: number | undefined) => update({ paperStatus: v ?? null })}
        />
        <Select
          aria-label="班级"
          allowClear
          placeholder="全部班级"
          style={{ width: 140 }}
          value={filter.clazzId ?? undefined}
          loading={clazzes.isFetching}
          options={(clazzes.data ?? []).map((c) => ({ value: c.clazzId, label: c.clazzName }))}
          onChange={(v: number | undefined) => update({ clazzId: v ?? null })}
        />
        <Select
          aria-label="学期"
          style={{ width: 210 }}
          placeholder="学期"
          value={semesterId ?? undefined}
          options={semesterOptions}
          onChange={(v: number) => update({ semesterId: v, clazzId: null })}
        />
        <Input.Search allowClear placeholder="搜索试卷名称" aria-label="搜索试卷名称" style={{ width: 220 }} onSearch={(v) => update({ paperName: v.trim() })} />
        <Checkbox checked={filter.isHide === 1} onChange={(e) => update({ isHide: e.target.checked ? 1 : 0 })}>
          显示隐藏
        </Checkbox>
      </Space>
      <Table<TTestRecordItem>
        rowKey="paperId"
        size="small"
        aria-label="组卷记录列表"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.list ?? []}
        scroll={{ x: 1210 }}
        pagination={{
          current: filter.pageIndex,
          pageSize: page.data?.pageSize ?? 10,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 份试卷`,
          onChange: (p) => setFilter((f) => ({ ...f, pageIndex: p })),
        }}
        locale={{ emptyText: filter.isHide ? '没有隐藏的试卷' : '暂无组卷记录' }}
      />
      <PaperAnalysisDialog
        open={analysisOf != null}
        onClose={() => setAnalysisOf(null)}
        paperId={analysisOf?.paperId ?? 0}
        paperType={PAPER_TYPE.RECORD}
        subjectId={analysisOf?.subjectId ?? FAMILY_SUBJECT[family]}
      />
    </Card>
  );
}
