/**
 * Chart tooltips are HTML that ECharts puts into the page as it is: names from the data must come
 * out as text. Each tooltip is parsed by the DOM the way the browser shows it.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, tooltipLines } from '../../../lib/escape-html';
import type { TCompareClazz } from '../api/grade-compare';
import { boxPlotTooltip, optionTooltip, scoreBandTooltip } from './chart-tooltips';

const HOSTILE = '<img src=x onerror=alert(1)>';

/** The tooltip as the page would hold it: its elements and its text lines. */
function shown(html: string) {
  const el = document.createElement('div');
  el.innerHTML = html;
  const lines = html.split('<br/>').map((part) => {
    const line = document.createElement('div');
    line.innerHTML = part;
    return line.textContent;
  });
  return { elements: [...el.querySelectorAll('*')].map((e) => e.tagName.toLowerCase()), lines };
}

describe('escapeHtml and tooltipLines', () => {
  it('escape the five HTML characters and keep other text', () => {
    expect(escapeHtml(`${HOSTILE}&"'`)).toBe('&lt;img src=x onerror=alert(1)&gt;&amp;&quot;&#39;');
    expect(escapeHtml('高一(1)班')).toBe('高一(1)班');
    expect(escapeHtml(12.5)).toBe('12.5');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('join escaped lines with <br/>: the only elements in a tooltip are its line breaks', () => {
    const t = shown(tooltipLines([HOSTILE, 'a < b & c', 3]));
    expect(t.elements).toEqual(['br', 'br']);
    expect(t.lines).toEqual([HOSTILE, 'a < b & c', '3']);
  });
});

describe('the academic chart tooltips show a hostile name as text', () => {
  it('年级对比 box plot: the class name, then its five figures and the average', () => {
    const clazz = { clazzId: 1, clazzName: `高一(1)班${HOSTILE}`, max: 98, q3: 80.5, median: 70, q1: 60, min: 12, average: 68.456 } as TCompareClazz;
    const t = shown(boxPlotTooltip(clazz));
    expect(t.elements.filter((e) => e !== 'br')).toEqual([]);
    expect(t.lines).toEqual([`高一(1)班${HOSTILE}`, '最高分 98', '上四分位 80.5', '中位数 70', '下四分位 60', '最低分 12', '平均分 68.46']);
  });

  it('选项分布: an option label with HTML, the key marked', () => {
    const t = shown(optionTooltip({ label: HOSTILE, correct: true, count: 12, gradeRate: 0.25 }, 48));
    expect(t.elements.filter((e) => e !== 'br')).toEqual([]);
    expect(t.lines).toEqual([`${HOSTILE}（正确答案）`, '班级：12 人（25.0%）', '年级：25.0%']);
  });

  it('分数段: the band with its bounds, the class and the grade', () => {
    const t = shown(scoreBandTooltip({ from: 90, to: 100, toInclusive: true, count: 3 } as Parameters<typeof scoreBandTooltip>[0], { count: 3, share: 6.4 }, { count: 20, share: 5.4 }));
    expect(t.lines).toEqual(['90 ≤ 分数 ≤ 100', '班级：3 人（6.4%）', '年级：20 人（5.4%）']);
  });
});
