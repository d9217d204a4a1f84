import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { imageSize, loadDocAssets, MISSING_IMAGE, texToOmml } from './doc-content.js';
import { answerSheetDocx, COLUMN_WIDTH_PX, paperDocx, renumberBlanks } from './documents.js';
import type { ExamItem } from './exam-structure.js';
import type { PlacedTopic } from './paper-content.js';
import type { TopicRow } from './topics.js';
import { createLocalStorage } from '../../storage/storage.js';

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

// ---------------------------------------------------------------- formulas, pictures, answer sheet

const files = (docx: Buffer) => unzipSync(new Uint8Array(docx));
const xmlOf = (docx: Buffer, name = 'word/document.xml') => strFromU8(files(docx)[name]!);

const mathsTopic = (id: number, title: string, extra: Partial<TopicRow> = {}) =>
  ({ id, type: '解答题', title, options: [], slaves: [], answer: '\\(\\frac{5\\pi}{12}\\)', analysis: '<p>由 \\(\\sin x&lt;1\\) 得</p>', knowledgePointIds: [], ...extra }) as unknown as TopicRow;
const place = (topic: TopicRow, topicNo: string): PlacedTopic => ({ sort: Number(topicNo), topicId: topic.id, groupIdx: 0, typeNoCn: '一', typeName: topic.type, topicNo, score: 10, topic });
const paper = (placed: PlacedTopic[]) => ({ name: '数学测试卷', subjectName: '数学', totalScore: 10 * placed.length, examTime: 120, placed });

describe('formulas in Word files', () => {
  it('gives LibreOffice what it needs: an operand after a trailing =, bars as ∣, arrows above as accents', () => {
    expect(texToOmml('S_5=', false)).toContain('=\u2060</m:t></m:r></m:oMath>');
    expect(texToOmml('|x-1|\\le 2', false)).toContain('∣x−1∣≤2');
    expect(texToOmml('\\overrightarrow{AB}', false)).toContain('<m:acc><m:accPr><m:chr m:val="\u20d7"/>');
    expect(texToOmml('x<1', false)).toContain('x&lt;1');
    expect(texToOmml('\\hat{y}', false)).toContain('<m:acc><m:accPr><m:chr m:val="\u0302"/>');
    expect(texToOmml('\\vec{a}', false)).toContain('<m:acc><m:accPr><m:chr m:val="\u20d7"/>');
    // A sum's body inside the sum; lim under its limit; function names upright.
    expect(texToOmml('\\sum_{k=1}^{n}\\frac1{k^2}', false)).toMatch(/<m:e><m:f>[\s\S]*<\/m:f><\/m:e><\/m:nary><\/m:oMath>$/);
    expect(texToOmml('\\lim_{n\\to\\infty}a_n', false)).toContain('<m:limLow><m:e><m:r><m:rPr><m:sty m:val="p"/></m:rPr>');
    expect(texToOmml('\\sin x', false)).toMatch(/<m:r><m:rPr><m:sty m:val="p"\/><\/m:rPr><w:rPr>[\s\S]*?<\/w:rPr><m:t[^>]*>sin/);
    expect(texToOmml('\\frac{1}{', false)).toBeNull();
  });

  it('writes TeX as Word equations (Office Math), never as TeX source', async () => {
    const t = mathsTopic(11, '<p>已知 \\(f(x)=\\sin\\left(2x+\\frac{\\pi}{3}\\right)\\)，\\(x&lt;\\frac{5\\pi}{12}\\)，求：</p><p>\\[\\int_0^1 x^2\\,dx\\]</p>');
    const opt = { optionNo: 'A', content: '\\(\\sqrt{2}\\)', isTrue: 1 };
    const s = mathsTopic(12, '<p>选择 \\(a_n\\)</p>', { type: '单选题', options: [opt] } as Partial<TopicRow>);
    for (const withAnswers of [false, true]) {
      const xml = xmlOf(await paperDocx(paper([place(t, '1'), place(s, '2')]), withAnswers));
      expect(xml).toContain('<m:oMath');
      expect(xml).toContain('<m:oMathPara');
      expect(xml).toContain('<m:f>');
      expect(xml).toContain('<m:rad>');
      expect(xml).not.toContain('\\frac');
      expect(xml).not.toContain('\\(');
      expect(xml).not.toContain('\\sqrt');
      if (withAnswers) expect(xml.match(/<m:oMath>|<m:oMath /g)!.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('keeps a formula that does not convert as its TeX text, and the rest of the document', async () => {
    const t = mathsTopic(13, '<p>坏公式 \\(\\frac{1}{\\) 与好公式 \\(x^2\\)</p>');
    const xml = xmlOf(await paperDocx(paper([place(t, '1')]), false));
    expect(xml).toContain('\\(\\frac{1}{\\)');
    expect(xml).toContain('<m:sSup>');
    expect(xml).toContain('坏公式');
  });
});

/** A PNG of the given size (a grey rectangle). */
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } }).png().toBuffer();
const EMU = 9525;

describe('pictures in Word files', () => {
  it('embeds question pictures sized to the column, aspect ratio kept, and marks an unreadable one', async () => {
    const wide = `data:image/png;base64,${(await png(3000, 1000)).toString('base64')}`;
    const small = `data:image/png;base64,${(await png(200, 100)).toString('base64')}`;
    const t = mathsTopic(14, `<p>如图 <img src="${wide}" alt="函数图像"> 和 <img src="${small}"> 以及 <img src="data:image/png;base64,AAAA"></p>`);
    const docx = await paperDocx(paper([place(t, '1')]), false);
    const media = Object.keys(files(docx)).filter((f) => f.startsWith('word/media/'));
    expect(media).toHaveLength(2);
    const xml = xmlOf(docx);
    expect(xml).not.toContain('[图]');
    expect(xml).not.toContain('[函数图像]');
    expect(xml).toContain(MISSING_IMAGE);
    const extents = [...xml.matchAll(/<wp:extent cx="(\d+)" cy="(\d+)"\/>/g)].map((m) => [Number(m[1]) / EMU, Number(m[2]) / EMU]);
    expect(extents).toEqual([
      [COLUMN_WIDTH_PX, Math.round(COLUMN_WIDTH_PX / 3)],
      [200, 100],
    ]);
  });

  it('reads a picture from the product storage by its key, and sizes by the width attribute', async () => {
    const storage = createLocalStorage(mkdtempSync(path.join(os.tmpdir(), 'doc-assets-')));
    await storage.put('topic/ab/fig.png', await png(400, 300), 'image/png');
    const assets = await loadDocAssets(['<img src="/topic/ab/fig.png" width="200">', '<img src="topic/none.png">'], { storage, maxWidth: 500 });
    expect(assets.images.get('/topic/ab/fig.png')).toMatchObject({ type: 'png', width: 400, height: 300 });
    expect(assets.images.get('topic/none.png')).toBeNull();
    expect(imageSize({ width: 400, height: 300 }, 200, 500, 1000)).toEqual({ width: 200, height: 150 });
    expect(imageSize({ width: 400, height: 300 }, null, 100, 1000)).toEqual({ width: 100, height: 75 });
    expect(imageSize({ width: 100, height: 1000 }, null, 500, 500)).toEqual({ width: 50, height: 500 });
  });

  it('never fetches a URL named by question HTML: the picture prints as missing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    try {
      const assets = await loadDocAssets(['<img src="http://127.0.0.1:9/secret.png">', '<img src="//127.0.0.1:9/x.png">'], { storage: null, maxWidth: 500 });
      expect(assets.images.get('http://127.0.0.1:9/secret.png')).toBeNull();
      expect(assets.images.get('//127.0.0.1:9/x.png')).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('Word answer sheet', () => {
  const items: ExamItem[] = [
    { questionNo: '1', topicId: 1, type: '单选题', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'A', fullScore: 5, knowledgePointIds: [] },
    { questionNo: '2', topicId: 2, type: '解答题', objective: false, choiceKind: null, options: null, answerKey: null, fullScore: 12, knowledgePointIds: [] },
    { questionNo: '3', topicId: 3, type: '解答题', objective: false, choiceKind: null, options: null, answerKey: null, fullScore: 12, knowledgePointIds: [] },
  ];
  const sheet = (numberDigits: number) => answerSheetDocx({ name: '测试卷', subjectName: '数学', totalScore: 29, examTime: 120, examDate: '2026-03-02', clazzNames: ['高一(1)班'], numberDigits, items });
  /** Cells of each row of the admission-number grid (the table after 准考证号). */
  const gridRows = (xml: string) => {
    const table = xml.slice(xml.indexOf('准考证号')).match(/<w:tbl>[\s\S]*?<\/w:tbl>/)![0];
    return [...table.matchAll(/<w:tr>[\s\S]*?<\/w:tr>/g)].map((r) => (r[0].match(/<w:tc>/g) ?? []).length);
  };

  it('has one grid column per digit of the school student numbers', async () => {
    expect(gridRows(xmlOf(await sheet(9)))).toEqual(Array(11).fill(9));
    expect(gridRows(xmlOf(await sheet(12)))).toEqual(Array(11).fill(12));
  });

  it('does not ask to check a barcode it does not have', async () => {
    const xml = xmlOf(await sheet(9));
    expect(xml).not.toContain('条形码');
    expect(xml).toContain('注意事项');
  });

  it('keeps each answer box in one piece', async () => {
    const xml = xmlOf(await sheet(9));
    // The two boxes of questions 2 and 3: one row each that may not split, its lines kept together.
    const boxes = [...xml.matchAll(/<w:tbl>(?:(?!<\/w:tbl>)[\s\S])*?解答题（12分）[\s\S]*?<\/w:tbl>/g)].map((m) => m[0]);
    expect(boxes).toHaveLength(2);
    for (const b of boxes) {
      expect(b).toContain('<w:cantSplit/>');
      expect(b).toContain('<w:keepNext/>');
      // Every answer line is ruled, not only the last one of the group.
      expect(b.match(/<w:between /g)?.length).toBe(14);
    }
  });

  it('numbers its pages 第 X 页 共 Y 页 in the footer, as the paper does', async () => {
    for (const docx of [await sheet(9), await paperDocx(paper([place(mathsTopic(15, '<p>题</p>'), '1')]), false)]) {
      const footerName = Object.keys(files(docx)).find((f) => /^word\/footer\d*\.xml$/.test(f));
      expect(footerName).toBeDefined();
      const footer = xmlOf(docx, footerName);
      expect(footer).toMatch(/第 [\s\S]*PAGE[\s\S]*页 共 [\s\S]*NUMPAGES[\s\S]*页/);
    }
  });
});

// ---------------------------------------------------------------- opened by a word processor

const hasTool = (cmd: string) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;
const canRender = hasTool('soffice') && hasTool('pdftotext');

/** Converts Word files to PDF with LibreOffice (a private profile) and returns each PDF's text. */
function renderText(docs: Record<string, Buffer>): Record<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'docx-render-'));
  try {
    for (const [name, buf] of Object.entries(docs)) writeFileSync(path.join(dir, `${name}.docx`), buf);
    const files = Object.keys(docs).map((n) => path.join(dir, `${n}.docx`));
    execFileSync('soffice', [`-env:UserInstallation=file://${dir}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', dir, ...files], { stdio: 'ignore', timeout: 120_000 });
    return Object.fromEntries(Object.keys(docs).map((n) => [n, execFileSync('pdftotext', ['-layout', path.join(dir, `${n}.pdf`), '-'], { encoding: 'utf8' })]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Skipped where LibreOffice is not installed (apt-get install -y libreoffice-writer-nogui poppler-utils); see docs/paper-centre.md.
describe.skipIf(!canRender)('Word files opened by LibreOffice', () => {
  it('opens the maths paper, its answer version and the answer sheet: equations as maths, page numbers, nothing broken', { timeout: 180_000 }, async () => {
    const picture = `data:image/png;base64,${(await png(300, 150)).toString('base64')}`;
    const t = mathsTopic(21, `<p>已知 \\(S_5=\\)，\\(|x-1|\\le 2\\)，\\(\\hat{y}=\\frac{5\\pi}{12}\\)，如图 <img src="${picture}"></p>`);
    const items: ExamItem[] = [{ questionNo: '1', topicId: 21, type: '解答题', objective: false, choiceKind: null, options: null, answerKey: null, fullScore: 10, knowledgePointIds: [] }];
    const text = renderText({
      paper: await paperDocx(paper([place(t, '1')]), false),
      answer: await paperDocx(paper([place(t, '1')]), true),
      sheet: await answerSheetDocx({ name: '测试卷', subjectName: '数学', totalScore: 10, examTime: 120, examDate: null, clazzNames: [], numberDigits: 9, items }),
    });
    for (const [name, s] of Object.entries(text)) {
      expect(s, name).toMatch(/第\s*1\s*页\s*共\s*1\s*页/);
      // The equations are there, drawn as maths (5π over 12, the bars of |x−1|).
      if (name !== 'sheet') expect(s, name).toMatch(/5π[\s\S]*12/);
      expect(s, name).not.toContain('¿');
      expect(s, name).not.toContain('\\frac');
      expect(s, name).not.toContain('\\(');
    }
    expect(text.paper).toContain('已知');
    expect(text.answer).toContain('【答案】');
    expect(text.sheet).toMatch(/准考证号（9\s*位）/);
  });
});
