/** Layout checks for the smaller screens the product supports (a 1280×720 laptop). */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/**
 * Checks that the page fits the width of the window: neither the document nor the main content
 * area (the shell's content, or the full-screen page) scrolls sideways, and each named control is
 * shown and lies wholly inside the visible width. Name the controls a teacher needs on the page
 * (header menu, primary buttons, the table or cards): a control pushed off the right edge, or
 * cut off by an ancestor that hides or scrolls its overflow, fails here even when the page itself
 * does not scroll. Every problem on the page is reported, not only the first.
 */
export async function expectFitsWidth(page: Page, controls: Record<string, Locator>): Promise<void> {
  expect(Object.keys(controls).length, 'name the controls to check').toBeGreaterThan(0);
  // Let a resize or a chart's redraw land first (charts follow their box on the next frame).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const sizes = await page.evaluate(() => {
    const doc = document.scrollingElement ?? document.documentElement;
    const main = document.querySelector('.app-content, .app-content-full');
    return {
      viewport: window.innerWidth,
      doc: { scroll: doc.scrollWidth, client: doc.clientWidth, scrollX: window.scrollX },
      main: main ? { scroll: main.scrollWidth, client: main.clientWidth } : null,
    };
  });
  expect.soft(sizes.doc.scroll, `the page scrolls sideways (${sizes.doc.scroll}px of content in ${sizes.doc.client}px)`).toBeLessThanOrEqual(sizes.doc.client);
  expect(sizes.doc.scrollX).toBe(0);
  expect(sizes.main, 'the main content area').not.toBeNull();
  expect.soft(sizes.main!.scroll, `the main content area is wider than the window (${sizes.main!.scroll}px in ${sizes.main!.client}px)`).toBeLessThanOrEqual(sizes.main!.client);
  // The visible width: the window less a vertical scroll bar, if there is one.
  const visible = Math.min(sizes.viewport, sizes.doc.client);
  for (const [name, control] of Object.entries(controls)) {
    await control.waitFor({ timeout: 10_000 }).catch((e: Error) => {
      throw new Error(`${name}: ${e.message.split('\n')[0]}`);
    });
    const box = await control.boundingBox();
    expect(box, `${name} is not shown`).not.toBeNull();
    expect(box!.width, `${name} has no width`).toBeGreaterThan(0);
    expect(box!.x, `${name} starts left of the window`).toBeGreaterThanOrEqual(0);
    expect.soft(box!.x + box!.width, `${name} runs past the right edge (${Math.round(box!.x + box!.width)}px of ${visible}px)`).toBeLessThanOrEqual(visible + 0.5);
    // Clipped by an ancestor that hides or scrolls its overflow: the part the teacher sees is narrower.
    const clip = await control.evaluate((el) => {
      const right = el.getBoundingClientRect().right;
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === 'visible') continue;
        const edge = p.getBoundingClientRect().right;
        if (edge < right - 0.5) return { by: right - edge, ancestor: `${p.tagName.toLowerCase()}.${String(p.className).trim().split(/\s+/).join('.')}` };
      }
      return null;
    });
    expect.soft(clip, `${name} is cut off on the right by ${Math.round(clip?.by ?? 0)}px (by ${clip?.ancestor})`).toBeNull();
  }
}

/**
 * The box of an antd table on the page, by its aria-label: its wrapper, the part that takes room
 * on the page. A wide table scrolls inside this box by design (its first and action columns stay
 * in place), so check its action buttons separately.
 */
export const tableBox = (page: Page, label: string): Locator => page.locator('.ant-table-wrapper').filter({ has: page.locator(`[aria-label="${label}"]`) }).first();
