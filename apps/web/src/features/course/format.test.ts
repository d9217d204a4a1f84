import { describe, expect, it } from 'vitest';
import { clockText, percentText, sizeText, speedText, transferText, watchText } from './format';

describe('网课 formats', () => {
  it('writes a video length as m:ss below an hour and h:mm:ss from an hour', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(5)).toBe('0:05');
    expect(clockText(59.4)).toBe('0:59');
    expect(clockText(59.6)).toBe('1:00');
    expect(clockText(754)).toBe('12:34');
    expect(clockText(3599)).toBe('59:59');
    expect(clockText(3600)).toBe('1:00:00');
    expect(clockText(3 * 3600 + 5 * 60 + 7)).toBe('3:05:07');
    expect(clockText(-3)).toBe('0:00');
    expect(clockText(Number.NaN)).toBe('0:00');
  });

  it('writes watch time in words', () => {
    expect(watchText(0)).toBe('0秒');
    expect(watchText(45)).toBe('45秒');
    expect(watchText(60)).toBe('1分0秒');
    expect(watchText(12 * 60 + 5)).toBe('12分5秒');
    expect(watchText(3600)).toBe('1小时0分');
    expect(watchText(2 * 3600 + 15 * 60 + 40)).toBe('2小时15分');
  });

  it('writes sizes, megabytes and speeds', () => {
    expect(sizeText(300)).toBe('1 KB');
    expect(sizeText(30_000)).toBe('29 KB');
    expect(sizeText(12.5 * 1024 * 1024)).toBe('12.5 MB');
    expect(sizeText(1.5 * 1024 * 1024 * 1024)).toBe('1.50 GB');
    expect(transferText(4 * 1024 * 1024, 10 * 1024 * 1024)).toBe('4.0 MB / 10.0 MB');
    expect(transferText(3 * 1024 * 1024 + 100_000, 2 * 1024 * 1024 * 1024)).toBe('3.1 MB / 2048.0 MB');
    expect(transferText(31 * 1024, 376 * 1024)).toBe('31 KB / 376 KB');
    expect(speedText(0)).toBe('—');
    expect(speedText(200 * 1024)).toBe('200 KB/s');
    expect(speedText(2.34 * 1024 * 1024)).toBe('2.3 MB/s');
  });

  it('writes a completion share', () => {
    expect(percentText(37.5)).toBe('37.5%');
    expect(percentText(100)).toBe('100%');
    expect(percentText(0)).toBe('0%');
  });
});
