import { useState } from 'react';
import { Button, Empty, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, FileWordOutlined, LoadingOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useSingleDownload } from '../../../lib/single-download';
import { downloadPracticeSheet } from '../api/practice-sheet';
import { fmtPct } from '../../../lib/report-format';
import { itemKey, useBasket, type BasketItem } from '../lib/wrong-topic-basket';
import { VariantTraining } from '../components/variant-training';

/** /academic/wrongtopic/filter: the chosen questions, a title, and the Word re-practice sheet. */
export default function WrongTopicFilterPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [basket, setBasket] = useBasket();
  const [title, setTitle] = useState('错题重练单');
  const { pending, run } = useSingleDownload();
  const back = () => navigate({ pathname: paths.academicWrongTopicIndex, search });
  const remove = (i: BasketItem) => setBasket({ ...basket, items: basket.items.filter((x) => itemKey(x) !== itemKey(i)) });

  if (!basket.items.length || basket.clazzId == null)
    return (
      <Empty description="还没有选择错题">
        <Button type="primary" onClick={back}>
          去选择错题
        </Button>
      </Empty>
    );

  const clazzId = basket.clazzId;
  const trimmed = title.trim();
  const columns: ColumnsType<BasketItem> = [
    { title: '序号', key: 'n', width: 60, render: (_v, _r, i) => i + 1 },
    { title: '考试', dataIndex: 'examName', render: (v: string, r) => `${v}（${r.examDate}）` },
    { title: '题号', dataIndex: 'questionNo', width: 64 },
    { title: '知识点', dataIndex: 'knowledgePoints', render: (ks: string[]) => (ks.length ? ks.map((k) => <Tag key={k}>{k}</Tag>) : '未标注') },
    { title: '班级得分率', dataIndex: 'clazzRate', width: 104, render: (v: number) => fmtPct(v) },
    { title: '失分人数', dataIndex: 'wrongCount', width: 90 },
    { title: '', key: 'del', width: 60, render: (_v, r) => <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`移除${r.examName}第${r.questionNo}题`} onClick={() => remove(r)} /> },
  ];
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Typography.Text>
          {basket.clazzName} · 已选 <b>{basket.items.length}</b> 道题
        </Typography.Text>
        <Button onClick={back}>继续选题</Button>
        <Popconfirm title="清空已选错题" description="确定清空全部已选的题目吗？" okText="清空" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={() => setBasket({ ...basket, items: [] })}>
          <Button danger>清空</Button>
        </Popconfirm>
      </Space>
      <Table<BasketItem> rowKey={itemKey} size="small" aria-label="已选错题表" columns={columns} dataSource={basket.items} pagination={false} />
      <Space wrap align="center">
        <span className="filter-label">重练单标题</span>
        <Input aria-label="重练单标题" style={{ width: 280 }} maxLength={50} showCount value={title} status={trimmed ? undefined : 'error'} placeholder="请填写标题" onChange={(e) => setTitle(e.target.value)} />
        <Button
          type="primary"
          disabled={!trimmed}
          icon={pending ? <LoadingOutlined /> : <FileWordOutlined />}
          onClick={() => void run('sheet', () => downloadPracticeSheet({ clazzId, title: trimmed, items: basket.items.map((i) => ({ examId: i.examId, questionId: i.questionId })) }))}
        >
          生成错题重练单（Word）
        </Button>
      </Space>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        重练单按所选顺序列出每道题的知识点、正确答案和需要重练的学生（该题未得满分的学生）。
      </Typography.Text>
      <VariantTraining key={basket.items.map(itemKey).join(',')} clazzId={clazzId} items={basket.items} />
    </Space>
  );
}
