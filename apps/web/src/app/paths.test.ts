import { describe, expect, it } from 'vitest';
import { isLayoutHidden, isPaperResourcePath } from './paths';

describe('layout rules (spec section 2)', () => {
  it('hides the layout on login, full-screen and hide-layout routes', () => {
    for (const p of ['/teacher_login', '/school_login', '/token', '/marking/task/fs/12', '/academic/fullscreen', '/review', '/special/propositionpontest']) expect(isLayoutHidden(p)).toBe(true);
    for (const p of ['/home', '/user/data', '/marking/task/12']) expect(isLayoutHidden(p)).toBe(false);
  });
  it('recognises paper-resource paths for the second header', () => {
    for (const p of ['/paper', '/paper/test_sel_topic/fine_test', '/excellenttest', '/testrecordsen', '/gkyten/detail']) expect(isPaperResourcePath(p)).toBe(true);
    for (const p of ['/home', '/papers', '/user']) expect(isPaperResourcePath(p)).toBe(false);
  });
});
