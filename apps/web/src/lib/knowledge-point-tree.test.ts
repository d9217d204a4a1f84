import { describe, expect, it } from 'vitest';
import { knowledgePointTree } from './knowledge-point-tree';

describe('knowledge-point tree', () => {
  it('nests points under their parents and keeps orphans at the top', () => {
    const tree = knowledgePointTree([
      { kpId: 1, name: '函数', parentId: null },
      { kpId: 2, name: '单调性', parentId: 1 },
      { kpId: 3, name: '奇偶性', parentId: 1 },
      { kpId: 9, name: '孤立点', parentId: 99 },
    ]);
    expect(tree).toEqual([
      { value: 1, title: '函数', children: [{ value: 2, title: '单调性' }, { value: 3, title: '奇偶性' }] },
      { value: 9, title: '孤立点' },
    ]);
  });
});
