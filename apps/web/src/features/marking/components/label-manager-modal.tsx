import { useState } from 'react';
import { App, Button, Input, List, Modal, Popconfirm, Space, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { ZMarkingLabelInput } from '@app/contract';
import { labelsQuery, useDeleteLabel, useSaveLabel } from '../api/labels';
import type { TMarkingLabel } from '../api/types';

/** 管理标签: the system labels (read only) and the teacher's own: create, rename, delete. */
export function LabelManagerModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const labels = useQuery(labelsQuery());
  const save = useSaveLabel();
  const del = useDeleteLabel();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ labelId: number; name: string } | null>(null);

  const check = (name: string): string | null => {
    const r = ZMarkingLabelInput.safeParse({ name });
    return r.success ? null : (r.error.issues[0]?.message ?? '标签名称不正确');
  };

  const create = async () => {
    const err = check(newName);
    if (err) return void message.error(err);
    await save.mutateAsync({ labelId: null, name: newName.trim() }).then(
      () => {
        setNewName('');
        message.success('标签已创建');
      },
      () => undefined,
    );
  };

  const rename = async () => {
    if (!editing) return;
    const err = check(editing.name);
    if (err) return void message.error(err);
    await save.mutateAsync({ labelId: editing.labelId, name: editing.name.trim() }).then(
      () => {
        setEditing(null);
        message.success('标签已重命名');
      },
      () => undefined,
    );
  };

  return (
    <Modal open={open} onCancel={onClose} title="管理标签" footer={null} width={440} destroyOnHidden>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input aria-label="新标签名称" placeholder="新标签名称，最多20个字" maxLength={20} value={newName} onChange={(e) => setNewName(e.target.value)} onPressEnter={() => void create()} />
        <Button type="primary" icon={<PlusOutlined />} loading={save.isPending && editing == null} onClick={() => void create()}>
          新建
        </Button>
      </Space.Compact>
      <List<TMarkingLabel>
        size="small"
        bordered
        loading={labels.isPending}
        dataSource={labels.data ?? []}
        locale={{ emptyText: '暂无标签' }}
        renderItem={(l) =>
          editing?.labelId === l.labelId ? (
            <List.Item>
              <Space.Compact style={{ width: '100%' }}>
                <Input aria-label="标签名称" autoFocus maxLength={20} value={editing.name} onChange={(e) => setEditing({ ...editing, name: e.target.value })} onPressEnter={() => void rename()} />
                <Button type="primary" onClick={() => void rename()} loading={save.isPending}>
                  保存
                </Button>
                <Button onClick={() => setEditing(null)}>取消</Button>
              </Space.Compact>
            </List.Item>
          ) : (
            <List.Item
              actions={
                l.system
                  ? []
                  : [
                      <Button key="edit" size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing({ labelId: l.labelId, name: l.name })}>
                        重命名
                      </Button>,
                      <Popconfirm
                        key="del"
                        title="删除标签"
                        description={`删除“${l.name}”？已贴上的答卷将不再有这个标签。`}
                        okText="删除"
                        okButtonProps={{ danger: true }}
                        cancelText="取消"
                        onConfirm={() => del.mutateAsync(l.labelId).then(() => void message.success('标签已删除'), () => undefined)}
                      >
                        <Button size="small" type="link" danger icon={<DeleteOutlined />}>
                          删除
                        </Button>
                      </Popconfirm>,
                    ]
              }
            >
              <Space>
                {l.name}
                {l.system && <Tag>系统</Tag>}
              </Space>
            </List.Item>
          )
        }
      />
    </Modal>
  );
}
