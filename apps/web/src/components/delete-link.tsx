import { Button, Popconfirm } from 'antd';

/**
 * 删除 in a list row, after a Popconfirm that says what goes with the record. `onDelete` removes it
 * (and says so); a refusal is already shown by the request's own message, so it is not rethrown.
 */
export function DeleteLink({ title, description, onDelete, label = '删除' }: { title: string; description: string; onDelete: () => Promise<unknown>; label?: string }) {
  return (
    <Popconfirm title={title} description={description} okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => onDelete().then(() => undefined, () => undefined)}>
      <Button type="link" size="small" danger>
        {label}
      </Button>
    </Popconfirm>
  );
}
