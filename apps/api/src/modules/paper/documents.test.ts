import { describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { paperDocx, renumberBlanks } from './documents.js';
import type { PlacedTopic } from './paper-content.js';
import type { TopicRow } from './topics.js';

const text = (docx: Buffer) => strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!).replace(/<[^>]+>/g, '');

describe('passage blanks in the Word paper', () => {
  it('renumbers underlined bare numbers and leaves other underlines alone', () => {
    expect(renumberBlanks('<p>He <u>1</u> home and <u>&nbsp;2&nbsp;</u> tea. <u>word</u> <u>9</u></p>', ['61', '62'])).toBe(
      '<p>He <u>&nbsp;&nbsp;61&nbsp;&nbsp;</u> home and <u>&nbsp;&nbsp;62&nbsp;&nbsp;</u> tea. <u>word</u> <u>9</u></p>',
    );
  });

  it("numbers a 语法填空 passage's blanks as the paper numbers its sub-questions", async () => {
    const topic = {
      id: 1,
      type: '语法填空',
      title: '<p>Tom <u>1</u> (go) to school and <u>2</u> met his friend.</p>',
      options: [],
      slaves: [
        { title: '1', options: [], answer: 'went', analysis: '过去时' },
        { title: '2', options: [], answer: 'then', analysis: '' },
      ],
      answer: '',
      analysis: '',
    } as unknown as TopicRow;
    const placed: PlacedTopic = { sort: 0, topicId: 1, groupIdx: 0, typeNoCn: '一', typeName: '语法填空', topicNo: '61', score: 3, topic };
    const doc = text(await paperDocx({ name: '测试卷', subjectName: '英语', totalScore: 3, examTime: 100, placed: [placed] }, true));
    expect(doc).toMatch(/Tom\s+61\s+\(go\) to school and\s+62\s+met his friend\./);
    expect(doc).not.toMatch(/Tom\s+1\s/);
    expect(doc).toContain('61. went');
    // Only sub-question 61 has an analysis: it is printed with its number, not 略.
    expect(doc).toContain('【解析】61. 过去时');
    expect(doc).not.toContain('略');
  });
});
