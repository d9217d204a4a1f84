import { App, Button } from 'antd';
import type { TTemplateBasketKind } from '@app/contract/template';
import { useBasketChange } from '../api/basket';

/** 加入资源篮 / 移出资源篮 for one item. */
export function BasketToggle({ kind, id, inBasket, size = 'small', type = 'link' }: { kind: TTemplateBasketKind; id: number; inBasket: boolean; size?: 'small' | 'middle'; type?: 'link' | 'default' | 'primary' }) {
  const { message } = App.useApp();
  const change = useBasketChange(kind);
  const toggle = () =>
    change.mutateAsync(inBasket ? { op: 'remove', id } : { op: 'add', id }).then(
      () => void message.success(inBasket ? '已移出资源篮' : '已加入资源篮'),
      () => undefined,
    );
  return (
    <Button type={type} size={size} danger={inBasket && type === 'link'} loading={change.isPending} onClick={toggle}>
      {inBasket ? '移出资源篮' : '加入资源篮'}
    </Button>
  );
}
