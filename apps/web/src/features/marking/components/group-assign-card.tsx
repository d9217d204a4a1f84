import { useMemo, useState } from 'react';
import { App, Button, Card, Descriptions, InputNumber, Popconfirm, Radio, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { MARKING_ASSIGN_MODES } from '@app/contract';
import { useAssignGroup } from '../api/assign-group';
import { GROUP_ACTION_TEXT, useGroupAction, type TGroupAction } from '../api/group-status';
import { useRejectMarks } from '../api/reject-marks';
import type { TMarkingGroupSetup, TMarkingSetup } from '../api/types';
import { fmtScore } from '../lib/format';
import { GroupStatusTag } from './group-status-tag';

type Mode = 'even' | 'quota' | 'free';
type MarkerRow = { teacherId: number; quota: number | null; clazzIds: number[] | null };

/** Which actions a status allows (the server's lifecycle: 0 → 1 ⇄ 2 → 3 → 4, 3 → 1). */
const ACTIONS_BY_STATUS: Record<number, TGroupAction[]> = { 0: ['start'], 1: ['stop', 'finish'], 2: ['resume', 'finish'], 3: ['reopen', 'final'], 4: [] };

const CONFIRM: Record<TGroupAction, string> = {
  start: '开始后阅卷老师即可领取答卷；题目、给分步长、双评设置和题组名称将不能再修改。',
  stop: '暂停后阅卷老师不能领取和提交答卷，已提交的评分保留。',
  resume: '恢复后阅卷老师可以继续阅卷。',
  finish: '所有答卷都已定分才能完成。完成后阅卷老师不能再提交或回评，需要时可以重新打开。',
  reopen: '重新打开后阅卷老师可以继续阅卷和回评。',
  final: '最终完成后不可撤销：题组不能再重新打开、分配或修改分数。本考试所有题组都最终完成后，阅卷成绩将写入学情分析的成绩报告。',
};

type Props = { setup: TMarkingSetup; group: TMarkingGroupSetup; onEdit: () => void; onDelete: () => void; deleting: boolean };

/** One group on the assignment screen: its settings, status actions, markers (mode, quotas, classes) and arbiters. */
export function GroupAssignCard({ setup, group, onEdit, onDelete, deleting }: Props) {
  const { message, modal } = App.useApp();
  const assign = useAssignGroup();
  const action = useGroupAction();
  const reject = useRejectMarks();
  const [mode, setMode] = useState<Mode>((group.assignMode as Mode) || 'even');
  const [markers, setMarkers] = useState<MarkerRow[]>(() => group.markers.map((m) => ({ teacherId: m.teacherId, quota: m.quota, clazzIds: m.clazzIds })));
  const [arbiters, setArbiters] = useState<number[]>(() => group.arbiters.map((a) => a.teacherId));
  const [dirty, setDirty] = useState(false);
  const perClazz = setup.markType === 4;
  const finalDone = group.status === 4;
  const rounds = group.doubleMarking ? 2 : 1;
  const need = group.answersTotal * rounds;
  const quotaSum = markers.reduce((s, m) => s + (m.quota ?? 0), 0);

  const candidates = useMemo(() => {
    const byId = new Map(setup.candidates.map((c) => [c.teacherId, c]));
    // A marker who is no longer a candidate (moved subject) stays choosable under their name.
    for (const m of group.markers) if (!byId.has(m.teacherId)) byId.set(m.teacherId, { teacherId: m.teacherId, teacherName: m.teacherName, subjectNames: [], clazzIds: [] });
    for (const a of group.arbiters) if (!byId.has(a.teacherId)) byId.set(a.teacherId, { teacherId: a.teacherId, teacherName: a.teacherName, subjectNames: [], clazzIds: [] });
    return byId;
  }, [setup.candidates, group.markers, group.arbiters]);
  const teacherOptions = [...candidates.values()].map((c) => ({ value: c.teacherId, label: c.teacherName, title: c.subjectNames.join('、') }));
  const markedOf = (id: number) => group.markers.find((m) => m.teacherId === id)?.marked ?? 0;

  const change = (fn: () => void) => {
    fn();
    setDirty(true);
  };

  const setMarkerIds = (ids: number[]) =>
    change(() =>
      setMarkers(ids.map((id) => markers.find((m) => m.teacherId === id) ?? { teacherId: id, quota: null, clazzIds: perClazz ? (candidates.get(id)?.clazzIds.length ? candidates.get(id)!.clazzIds : null) : null })),
    );

  const save = () => {
    if (mode === 'quota') {
      const missing = markers.filter((m) => m.quota == null).map((m) => candidates.get(m.teacherId)?.teacherName);
      if (missing.length) return void message.error(`按任务量分配时请填写每位老师的任务量：${missing.join('、')}未填写`);
    }
    // Saving changes the markers, which are part of this card's key: the refetch remounts the card,
    // and a remounted component's mutate callbacks never run, so the notice hangs on the promise.
    assign
      .mutateAsync({
        groupId: group.groupId,
        body: {
          assignMode: mode,
          markers: markers.map((m) => ({ teacherId: m.teacherId, quota: mode === 'quota' ? m.quota : null, clazzIds: perClazz ? m.clazzIds : null })),
          arbiters,
        },
      })
      .then(
        () => {
          setDirty(false);
          message.success(`${group.name}的阅卷分配已保存`);
        },
        () => undefined,
      );
  };

  const run = (a: TGroupAction) =>
    modal.confirm({
      title: `${GROUP_ACTION_TEXT[a]}：${group.name}`,
      content: CONFIRM[a],
      okText: a === 'final' ? '确认最终完成' : '确定',
      okButtonProps: { danger: a === 'final' || a === 'stop' },
      cancelText: '取消',
      onOk: () =>
        action.mutateAsync({ groupId: group.groupId, action: a }).then(
          (r) => void message.success(`${group.name}：已${GROUP_ACTION_TEXT[a]}${a === 'final' ? (r.scoresWritten ? '，成绩已写入学情分析' : '，本考试其余题组最终完成后成绩写入学情分析') : ''}`),
          () => undefined,
        ),
    });

  const rejectMarker = (teacherId: number) => {
    const name = candidates.get(teacherId)?.teacherName ?? '';
    modal.confirm({
      title: `驳回${name}的评分`,
      content: `驳回${name}在“${group.name}”中已提交的全部 ${markedOf(teacherId)} 份评分？这些答卷将退回重新评阅，不能撤销。`,
      okText: '驳回',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        reject.mutateAsync({ groupId: group.groupId, teacherId }).then(
          (r) => void message.success(`已驳回${name}的评分：${r.returned} 份答卷退回重新评阅${r.kept ? `，${r.kept} 份已由负责人定分的不再评阅` : ''}`),
          () => undefined,
        ),
    });
  };

  return (
    <Card
      size="small"
      className="mk-assign-card"
      aria-label={`题组 ${group.name}`}
      title={
        <Space size={8}>
          <Typography.Text strong>{group.name}</Typography.Text>
          <GroupStatusTag status={group.status} text={group.statusText} />
          {group.doubleMarking && <Tag color="blue">双评 · 误差 {fmtScore(group.tolerance)} 分</Tag>}
        </Space>
      }
      extra={
        <Space size={4}>
          {(ACTIONS_BY_STATUS[group.status] ?? []).map((a) => (
            <Button key={a} size="small" type={a === 'start' || a === 'resume' ? 'primary' : 'default'} danger={a === 'final'} loading={action.isPending && action.variables?.action === a} onClick={() => run(a)}>
              {GROUP_ACTION_TEXT[a]}
            </Button>
          ))}
          <Button size="small" icon={<EditOutlined />} onClick={onEdit} disabled={finalDone}>
            题组设置
          </Button>
          {group.status === 0 && (
            <Popconfirm title="删除题组" description={`删除“${group.name}”？其分配将一并删除。`} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onDelete}>
              <Button size="small" type="text" danger icon={<DeleteOutlined />} loading={deleting} aria-label={`删除${group.name}`} />
            </Popconfirm>
          )}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={4}
        className="mk-group-facts"
        items={[
          { key: 'full', label: '满分', children: `${fmtScore(group.fullScore)} 分` },
          { key: 'step', label: '给分步长', children: `${fmtScore(group.scoreStep)} 分` },
          { key: 'answers', label: '答卷', children: `${group.answersTotal} 份` },
          { key: 'blank', label: '空白阈值', children: `${fmtScore(group.blankThreshold * 100)}%` },
          { key: 'questions', label: '题目', span: 2, children: group.questionIds.map((id) => `第${setup.questions.find((q) => q.questionId === id)?.questionNo ?? id}题`).join('、') },
          {
            key: 'rubric',
            label: '评分细则',
            span: 2,
            children: (
              <>
                {group.rubric ? (
                  <Typography.Text ellipsis={{ tooltip: group.rubric }} style={{ maxWidth: 320 }}>
                    {group.rubric}
                  </Typography.Text>
                ) : (
                  <span className="mk-muted">未设置</span>
                )}
                {group.modelEssays.length > 0 && <Tag style={{ marginLeft: 6 }}>范文 {group.modelEssays.length} 篇</Tag>}
              </>
            ),
          },
        ]}
      />

      <div className="mk-assign-row">
        <span className="mk-assign-label">分配方式</span>
        <Radio.Group value={mode} disabled={finalDone} onChange={(e) => change(() => setMode(e.target.value as Mode))} optionType="button" size="small" options={MARKING_ASSIGN_MODES.map((m) => ({ value: m.value, label: m.label }))} />
        <span className="mk-muted">
          {mode === 'even' ? '开始阅卷时按答卷数平均分给每位老师' : mode === 'quota' ? `为每位老师填写任务量，合计不少于 ${need} 份（${group.answersTotal} 份 × ${rounds} 评）` : '不设任务量，老师们从同一答卷池领取，先到先阅'}
        </span>
      </div>
      <div className="mk-assign-row">
        <span className="mk-assign-label">阅卷老师</span>
        <Select
          mode="multiple"
          aria-label={`${group.name}的阅卷老师`}
          disabled={finalDone}
          style={{ flex: 1, minWidth: 320 }}
          placeholder="选择阅卷老师"
          value={markers.map((m) => m.teacherId)}
          onChange={setMarkerIds}
          options={teacherOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </div>
      {markers.length > 0 && (
        <Table<MarkerRow>
          size="small"
          rowKey="teacherId"
          pagination={false}
          className="mk-marker-table"
          aria-label={`${group.name}的阅卷老师分配`}
          dataSource={markers}
          columns={[
            { title: '老师', width: 110, render: (_v, m) => candidates.get(m.teacherId)?.teacherName },
            {
              title: '任务量',
              width: 150,
              render: (_v, m) =>
                mode === 'quota' ? (
                  <InputNumber
                    size="small"
                    min={0}
                    precision={0}
                    aria-label={`${candidates.get(m.teacherId)?.teacherName}的任务量`}
                    value={m.quota}
                    disabled={finalDone}
                    onChange={(v) => change(() => setMarkers((all) => all.map((x) => (x.teacherId === m.teacherId ? { ...x, quota: v ?? null } : x))))}
                    suffix="份"
                  />
                ) : mode === 'even' ? (
                  <span className="mk-muted">{group.markers.find((x) => x.teacherId === m.teacherId)?.quota ?? '开始时计算'}</span>
                ) : (
                  <span className="mk-muted">不限</span>
                ),
            },
            ...(perClazz
              ? [
                  {
                    title: '阅卷班级',
                    render: (_v: unknown, m: MarkerRow) => (
                      <Select
                        mode="multiple"
                        size="small"
                        aria-label={`${candidates.get(m.teacherId)?.teacherName}的阅卷班级`}
                        style={{ minWidth: 240 }}
                        placeholder="全部班级"
                        disabled={finalDone}
                        value={m.clazzIds ?? []}
                        onChange={(ids: number[]) => change(() => setMarkers((all) => all.map((x) => (x.teacherId === m.teacherId ? { ...x, clazzIds: ids.length ? ids : null } : x))))}
                        options={setup.clazzes.map((c) => ({ value: c.clazzId, label: c.clazzName }))}
                        maxTagCount="responsive"
                      />
                    ),
                  },
                ]
              : []),
            { title: '已阅', width: 70, render: (_v, m) => markedOf(m.teacherId) },
            {
              title: '',
              width: 90,
              render: (_v, m) =>
                markedOf(m.teacherId) > 0 && !finalDone ? (
                  <Button size="small" type="link" danger onClick={() => rejectMarker(m.teacherId)}>
                    驳回评分
                  </Button>
                ) : null,
            },
          ]}
          summary={() =>
            mode === 'quota' ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} colSpan={perClazz ? 4 : 3}>
                  <Typography.Text type={quotaSum < need ? 'danger' : 'success'}>
                    {quotaSum} / 需要 {need} 份{quotaSum < need ? `，还差 ${need - quotaSum} 份` : ''}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
      {perClazz && markers.length > 0 && <div className="mk-muted mk-hint">班级单独阅卷：每位老师只阅所选班级的答卷；不选则阅全部班级。默认选中老师任教的班级。</div>}
      <div className="mk-assign-row">
        <span className="mk-assign-label">仲裁老师</span>
        <Select
          mode="multiple"
          aria-label={`${group.name}的仲裁老师`}
          disabled={finalDone}
          style={{ flex: 1, minWidth: 320 }}
          placeholder={group.doubleMarking ? '双评至少需要1位仲裁老师' : '单评无需仲裁，可不选'}
          value={arbiters}
          onChange={(ids: number[]) => change(() => setArbiters(ids))}
          options={teacherOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
        <Tooltip title={dirty ? '有未保存的修改' : undefined}>
          <Button type="primary" icon={<SaveOutlined />} disabled={finalDone || markers.length === 0} loading={assign.isPending} onClick={save}>
            保存分配
          </Button>
        </Tooltip>
      </div>
    </Card>
  );
}
