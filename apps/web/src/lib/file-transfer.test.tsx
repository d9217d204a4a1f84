import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../test/fake-xhr';
import { uploadFile } from './file-transfer';

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('uploads of an account that must change its initial password', () => {
  it('go to 修改初始密码 on errCode 40310, like every other call', async () => {
    fakeXhr([{ status: 403, body: { errCode: '40310', errMsg: '首次登录请先修改初始密码', data: null } }]);
    window.location.hash = '#/admin/import';
    await expect(uploadFile('/admin/import/classes', 'file', new Blob(['x']))).rejects.toMatchObject({ errCode: '40310' });
    expect(window.location.hash).toBe('#/firstpassword');
  });
});
