import { Button, Empty, Modal, Space, Spin, Table, Typography, type TableColumnsType } from 'antd';
import { DownloadOutlined, ReloadOutlined, TableOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { DIALOG_WIDTH, fmtNum } from '@app/contract';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadTwoWayTable, twoWayTableQuery, useBuildTwoWayTable, type TTwoWayTable } from '../api/two-way-table';

type Row = TTwoWayTable['rows'][number];
type KpRow = TTwoWayTable['kpSummary'][number];

/** Scores as every report shows them (one decimal at most), as the Excel and Word files write them. */
const fmt = (n: number) => fmtNum(n);

type Props = { open: boolean; recordId: number; paperName: string; canBuild: boolean; onClose: () => void };

/** 双向细目表 (question × knowledge point × difficulty × score): create, recreate, view and download. */
export function TwoWayTableDialog({ open, recordId, paperName, canBuild, onClose }: Props) {
  const table = useQuery({ ...twoWayTableQuery(recordId), enabled: open });
  const build = useBuildTwoWayTable(recordId);
  const dl = useSingleDownload();
  const t = table.data;

  const columns: TableColumnsType<Row> = [
    { title: '题号', dataIndex: 'topicNo', width: 70 },
    { title: '题型', dataIndex: 'typeName', width: 90 },
    { title: '分值', dataIndex: 'score', width: 70, render: (v: number) => fmt(v) },
    { title: '难度', dataIndex: 'difficultyText', width: 90 },
    { title: '知识点', dataIndex: 'kpNames', render: (v: string[]) => v.join('、') || '-' },
  ];
  const kpColumns: TableColumnsType<KpRow> = [
    { title: '知识点', dataIndex: 'kpName', width: 160 },
    { title: '题号', dataIndex: 'topicNos', render: (v: string[]) => v.join('、') },
    { title: '分值', dataIndex: 'score', width: 70, render: (v: number) => fmt(v) },
    ...(t?.difficultyNames ?? []).map((name, i) => ({ title: name, key: `d${i}`, width: 76, render: (_: unknown, k: KpRow) => (k.scoreByDifficulty[i] ? fmt(k.scoreByDifficulty[i]) : '') })),
  ];

  return (
    <Modal
      open={open}
      title="双向细目表"
      width={DIALOG_WIDTH.ANALYSIS}
      onCancel={onClose}
      footer={
        t ? (
          <Space>
            {canBuild && (
              <Button icon={<ReloadOutlined />} loading={build.isPending} onClick={() => build.mutate(true)}>
                重新生成
              </Button>
            )}
            <Button icon={<DownloadOutlined />} loading={dl.pending === 'xlsx'} onClick={() => void dl.run('xlsx', () => downloadTwoWayTable(recordId, 'xlsx', paperName))}>
              下载Excel
            </Button>
            <Button icon={<DownloadOutlined />} loading={dl.pending === 'docx'} onClick={() => void dl.run('docx', () => downloadTwoWayTable(recordId, 'docx', paperName))}>
              下载Word
            </Button>
            <Button onClick={onClose}>关闭</Button>
          </Space>
        ) : (
          <Button onClick={onClose}>关闭</Button>
        )
      }
    >
      {table.isPending ? (
        <Spin />
      ) : !t ? (
        <Empty description="尚未生成双向细目表">
          {canBuild && (
            <Button type="primary" icon={<TableOutlined />} loading={build.isPending} onClick={() => build.mutate(false)}>
              生成双向细目表
            </Button>
          )}
        </Empty>
      ) : (
        <div className="two-way-table">
          <Typography.Paragraph>
            <strong>{t.paperName}</strong> 满分 {fmt(t.totalScore)} 分，共 {t.rows.length} 题
            <Typography.Text type="secondary" style={{ marginLeft: 12 }}>生成于 {t.createdAt.slice(0, 16).replace('T', ' ')}</Typography.Text>
          </Typography.Paragraph>
          <Table<Row>
            size="small"
            bordered
            aria-label="双向细目表"
            rowKey={(r) => r.topicNo}
            columns={columns}
            dataSource={t.rows}
            pagination={false}
            scroll={{ y: 320 }}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} />
                <Table.Summary.Cell index={2}>{fmt(t.totalScore)}</Table.Summary.Cell>
                <Table.Summary.Cell index={3} colSpan={2} />
              </Table.Summary.Row>
            )}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            知识点分布
          </Typography.Title>
          <Table<KpRow> size="small" bordered aria-label="知识点分布" rowKey={(k) => k.kpName} columns={kpColumns} dataSource={t.kpSummary} pagination={false} scroll={{ x: 'max-content' }} />
        </div>
      )}
    </Modal>
  );
}
