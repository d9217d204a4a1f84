import { useState } from 'react';
import { App, Button, Card, Checkbox, Empty, Pagination, Segmented, Select, Space, Tag } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { BLANK_AUDIT_STATUS_TEXT } from '@app/contract';
import { useSearchParams } from 'react-router';
import { useAuditBlank } from '../api/audit';
import { auditListQuery } from '../api/audit-list';
import { autoBlankQuery } from '../api/auto-blank';
import { MARKING_PAGE_SIZE, type TAuditItem } from '../api/types';
import { AnswerThumb } from '../components/answer-thumb';
import { fmtInk, positiveInt } from '../lib/format';
import { Loading } from '../components/loading';

const STATUS_COLOR: Record<number, string> = { 1: 'warning', 2: 'success', 3: 'default' };

/** /marking/audit/list (空白卷审核): blank-image proposals to confirm (the answer gets zero) or reject, 10 per page. */
export default function AuditListPage() {
  const { message, modal } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const groupId = positiveInt(search.get('groupId'));
  const [status, setStatus] = useState(1);
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const page = useQuery(auditListQuery(status, groupId, pageNo));
  const groups = useQuery(autoBlankQuery());
  const audit = useAuditBlank();
  const list = page.data?.list ?? [];
  const pending = status === 1;

  const reset = () => {
    setSelected([]);
    setPageNo(1);
  };

  const act = (action: 'confirm' | 'reject') => {
    const n = selected.length;
    modal.confirm({
      title: action === 'confirm' ? `确认 ${n} 份为空白卷？` : `驳回 ${n} 份空白卷建议？`,
      content: action === 'confirm' ? '确认后这些答卷直接记0分，不再分给阅卷老师。' : '驳回后这些答卷按正常答卷继续评阅。',
      okText: action === 'confirm' ? '确认为空白卷' : '驳回',
      okButtonProps: { danger: action === 'confirm' },
      cancelText: '取消',
      onOk: () =>
        audit.mutateAsync({ answerIds: selected, action }).then(
          (r) => {
            message.success(`${action === 'confirm' ? '已确认为空白卷' : '已驳回'} ${r.updated} 份${r.skipped ? `，${r.skipped} 份已不在待审核状态，未处理` : ''}`);
            setSelected([]);
          },
          () => undefined,
        ),
    });
  };

  const allOnPage = list.length > 0 && list.every((a) => selected.includes(a.answerId));

  return (
    <Card size="small" title="空白卷审核">
      <div className="mk-switch">
        <Segmented
          value={status}
          onChange={(v) => {
            setStatus(v);
            reset();
          }}
          options={[1, 2, 3].map((s) => ({ value: s, label: BLANK_AUDIT_STATUS_TEXT[s] }))}
        />
        <Space>
          <span className="mk-muted">题组</span>
          <Select
            aria-label="按题组筛选"
            allowClear
            placeholder="全部题组"
            style={{ width: 340 }}
            value={groupId ?? undefined}
            loading={groups.isPending}
            onChange={(v: number | undefined) => {
              setSearch(v ? { groupId: String(v) } : {}, { replace: true });
              reset();
            }}
            options={(groups.data ?? []).map((g) => ({ value: g.groupId, label: `${g.examName} · ${g.subjectName} · ${g.groupName}` }))}
          />
        </Space>
        {pending && (
          <Space>
            <Checkbox
              checked={allOnPage}
              indeterminate={!allOnPage && selected.length > 0}
              disabled={list.length === 0}
              onChange={(e) => setSelected(e.target.checked ? list.map((a) => a.answerId) : [])}
            >
              全选本页
            </Checkbox>
            <Button type="primary" danger icon={<CheckOutlined />} disabled={selected.length === 0} loading={audit.isPending && audit.variables?.action === 'confirm'} onClick={() => act('confirm')}>
              确认为空白卷{selected.length ? `（${selected.length}）` : ''}
            </Button>
            <Button icon={<CloseOutlined />} disabled={selected.length === 0} loading={audit.isPending && audit.variables?.action === 'reject'} onClick={() => act('reject')}>
              驳回{selected.length ? `（${selected.length}）` : ''}
            </Button>
          </Space>
        )}
      </div>
      {page.isPending ? (
        <Loading />
      ) : list.length === 0 ? (
        <Empty description={pending ? '暂无待审核的空白卷建议：可在“空白卷识别”中按阈值生成' : `暂无${BLANK_AUDIT_STATUS_TEXT[status]}的答卷`} />
      ) : (
        <>
          <div className="mk-audit-grid" aria-label="空白卷建议">
            {list.map((a) => (
              <AuditCard
                key={a.answerId}
                item={a}
                selectable={pending}
                checked={selected.includes(a.answerId)}
                onCheck={(on) => setSelected((s) => (on ? [...s, a.answerId] : s.filter((x) => x !== a.answerId)))}
              />
            ))}
          </div>
          <Pagination
            className="mk-pager"
            size="small"
            current={pageNo}
            pageSize={MARKING_PAGE_SIZE}
            total={page.data?.total ?? 0}
            onChange={(p) => {
              setPageNo(p);
              setSelected([]);
            }}
            showSizeChanger={false}
            showTotal={(t) => `共 ${t} 份`}
          />
        </>
      )}
    </Card>
  );
}

function AuditCard({ item: a, selectable, checked, onCheck }: { item: TAuditItem; selectable: boolean; checked: boolean; onCheck: (on: boolean) => void }) {
  return (
    <div className={`mk-audit-card${checked ? ' mk-audit-card-on' : ''}`}>
      <AnswerThumb imageUrl={a.imageUrl} paperNo={a.paperNo} width={220} height={130} />
      <div className="mk-audit-meta">
        {selectable ? (
          <Checkbox checked={checked} onChange={(e) => onCheck(e.target.checked)} aria-label={`选择试卷号${a.paperNo}`}>
            试卷号 {a.paperNo}
          </Checkbox>
        ) : (
          <span>试卷号 {a.paperNo}</span>
        )}
        <Tag color={STATUS_COLOR[a.blankAudit]}>{a.blankAuditText}</Tag>
      </div>
      <div className="mk-muted mk-audit-sub">
        {a.groupName} · 墨迹 {fmtInk(a.inkRatio)}
      </div>
    </div>
  );
}
