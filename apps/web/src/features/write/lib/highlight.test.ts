import { describe, expect, it } from 'vitest';
import { essayPieces, markClass } from './highlight';
import { ESSAY, feedback } from '../test/fixtures';

describe('marking an essay’s findings', () => {
  it('cuts the text at every finding, each piece knowing what covers it, strongest first', () => {
    const pieces = essayPieces(ESSAY, feedback().issues);
    expect(pieces.map((p) => p.text).join('')).toBe(ESSAY);
    const at = (text: string) => pieces.find((p) => p.text === text)!;
    expect(at('abuot').issues.map((i) => i.kind)).toEqual(['spelling', 'readability']);
    expect(markClass(at('abuot'))).toBe('write-mark-spelling write-mark-readability');
    expect(markClass(at('to to'))).toBe('write-mark-grammar write-mark-readability');
    expect(markClass(at('a apple'))).toBe('write-mark-grammar write-mark-readability');
    expect(markClass(at('I want '))).toBe('write-mark-readability');
    expect(markClass(at(' Thank you very much!'))).toBeNull();
  });

  it('keeps offsets inside the text and drops empty ranges', () => {
    const issue = (start: number, end: number) => ({ kind: 'spelling' as const, start, end, excerpt: '', message: '', suggestions: [] });
    const pieces = essayPieces('abc def', [issue(4, 99), issue(2, 2), issue(-5, 1)]);
    expect(pieces.map((p) => [p.text, p.issues.length])).toEqual([
      ['a', 1],
      ['bc ', 0],
      ['def', 1],
    ]);
    expect(essayPieces('', [])).toEqual([]);
  });
});
