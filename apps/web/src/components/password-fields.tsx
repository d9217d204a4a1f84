/**
 * The three fields of a password change (old, new, confirmation) with the contract's rules, and
 * the check that turns the form's values into the request body. The user centre's 修改密码 and the
 * first sign-in's 修改初始密码 use the same fields, rules and messages.
 */
import { Form, Input } from 'antd';
import { ZChangePasswordBody, type TChangePasswordBody } from '@app/contract';
import { zodRule } from '../lib/zod-rule';

export type PasswordValues = { oldPassword: string; newPassword: string; confirm: string };

export function PasswordFields({ oldLabel }: { oldLabel: string }) {
  return (
    <>
      <Form.Item name="oldPassword" label={oldLabel} rules={[{ required: true, message: '请输入原密码' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" rules={[zodRule(ZChangePasswordBody.shape.newPassword)]} extra="8-64位，须同时包含字母和数字">
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label="确认新密码"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_r, value: string) => (!value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('两次输入的新密码不一致'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/** The request body, or the first rule the values break (for a message). */
export function passwordChangeOf(v: PasswordValues): { body: TChangePasswordBody } | { error: string } {
  const parsed = ZChangePasswordBody.safeParse({ oldPassword: v.oldPassword, newPassword: v.newPassword });
  return parsed.success ? { body: parsed.data } : { error: parsed.error.issues[0]?.message ?? '密码不符合要求' };
}
