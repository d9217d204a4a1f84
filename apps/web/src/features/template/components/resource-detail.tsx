import { Collapse, Descriptions, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TEssayContent, TTemplateDetail, TTemplateWord } from '@app/contract/template';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="tpl-section">
    <h4>{title}</h4>
    {children}
  </section>
);

/** Text with line breaks as paragraphs. */
const Paragraphs = ({ text, indent = false }: { text: string; indent?: boolean }) => (
  <div className={indent ? 'tpl-text tpl-text-indent' : 'tpl-text'}>
    {text
      .split(/\n+/)
      .filter((l) => l.trim())
      .map((l, i) => (
        <p key={i}>{l}</p>
      ))}
  </div>
);

/** The essay with its highlighted phrases marked; the note shows on hover and in the list below. */
function MarkedEssay({ c }: { c: TEssayContent }) {
  const marks = c.highlights.map((h, i) => ({ ...h, n: i + 1 }));
  const mark = (line: string): ReactNode[] => {
    const out: ReactNode[] = [];
    let rest = line;
    for (;;) {
      const hit = marks.map((m) => ({ m, at: rest.indexOf(m.text) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at)[0];
      if (!hit) break;
      out.push(rest.slice(0, hit.at));
      out.push(
        <Tooltip key={`${hit.m.n}-${out.length}`} title={hit.m.note}>
          <mark className="tpl-mark">
            {hit.m.text}
            <sup>{hit.m.n}</sup>
          </mark>
        </Tooltip>,
      );
      rest = rest.slice(hit.at + hit.m.text.length);
    }
    out.push(rest);
    return out;
  };
  return (
    <div className={c.type === '应用文' ? 'tpl-text tpl-essay' : 'tpl-text tpl-text-indent tpl-essay'}>
      {c.essay
        .split(/\n+/)
        .filter((l) => l.trim())
        .map((l, i) => (
          <p key={i}>{mark(l)}</p>
        ))}
    </div>
  );
}

const wordColumns = [
  { title: '单词', dataIndex: 'word', width: 180, render: (v: string, w: TTemplateWord) => (<span className="vocab-word">{v}{w.junior ? null : <Tag className="tpl-senior" color="blue">高中</Tag>}</span>) },
  { title: '音标', dataIndex: 'phonetic', width: 160, render: (v: string) => <span className="vocab-phonetic">{v}</span> },
  { title: '词性', dataIndex: 'pos', width: 90, render: (v: string[]) => v.join(' ') },
  { title: '释义', dataIndex: 'meaning' },
];

/** The whole content of one item, as the kind lays it out (the drawer and the essay page). */
export function ResourceDetail({ detail }: { detail: TTemplateDetail }) {
  switch (detail.kind) {
    case 'word': {
      const c = detail.content;
      return (
        <>
          <Typography.Paragraph type="secondary">{c.intro}</Typography.Paragraph>
          <Table<TTemplateWord> size="small" aria-label="词汇表" rowKey="word" pagination={false} dataSource={detail.words} columns={wordColumns} />
          <Section title="常用搭配">
            <div className="tpl-tags">{c.phrases.map((p) => <Tag key={p}>{p}</Tag>)}</div>
          </Section>
        </>
      );
    }
    case 'phrase':
      return (
        <Table
          size="small"
          aria-label="短语表"
          rowKey="phrase"
          pagination={false}
          dataSource={detail.content.phrases}
          columns={[
            { title: '短语', dataIndex: 'phrase', width: 180, render: (v: string) => <b>{v}</b> },
            { title: '释义', dataIndex: 'meaning', width: 160 },
            { title: '例句', key: 'example', render: (_: unknown, p) => (<><div className="vocab-example">{p.example}</div><div className="vocab-example-zh">{p.exampleZh}</div></>) },
          ]}
        />
      );
    case 'essay': {
      const c = detail.content;
      return (
        <>
          <Descriptions size="small" column={4} items={[
            { key: 't', label: '题型', children: c.type === c.genre ? c.type : `${c.type}·${c.genre}` },
            { key: 'g', label: '年级', children: ['高一', '高二', '高三'][c.grade - 1] },
            { key: 'p', label: '主题语境', children: c.topic },
            { key: 'w', label: '词数', children: `${detail.wordCount}词` },
          ]} />
          <Section title="题目"><Paragraphs text={c.prompt} /></Section>
          <Section title="范文"><MarkedEssay c={c} /></Section>
          <Section title="亮点">
            <ol className="tpl-list">{c.highlights.map((h) => <li key={h.text}><b>{h.text}</b>：{h.note}</li>)}</ol>
          </Section>
          <Section title="点评"><Typography.Paragraph>{c.comment}</Typography.Paragraph></Section>
        </>
      );
    }
    case 'write': {
      const c = detail.content;
      return (
        <>
          <Typography.Paragraph type="secondary">{c.summary}</Typography.Paragraph>
          {c.sections.map((s) => (
            <Section key={s.name} title={s.name}>
              <ol className="tpl-list tpl-sentences">{s.sentences.map((t) => <li key={t}>{t}</li>)}</ol>
            </Section>
          ))}
          <Section title="示例"><Paragraphs text={c.example} /></Section>
          <Section title="提示"><ul className="tpl-list">{c.tips.map((t) => <li key={t}>{t}</li>)}</ul></Section>
        </>
      );
    }
    case 'journal': {
      const c = detail.content;
      return (
        <>
          <Descriptions size="small" column={4} items={[
            { key: 'c', label: '栏目', children: c.column },
            { key: 't', label: '主题语境', children: c.topic },
            { key: 'l', label: '难度', children: ['较易（高一）', '中等（高二）', '较难（高三）'][c.level - 1] },
            { key: 'w', label: '词数', children: `${detail.wordCount}词` },
          ]} />
          <Paragraphs text={c.text} indent />
          <Section title="词汇注释">
            <Table size="small" aria-label="词汇注释" rowKey="word" pagination={false} dataSource={c.glossary} columns={[{ title: '词汇', dataIndex: 'word', width: 200, render: (v: string) => <b>{v}</b> }, { title: '释义', dataIndex: 'meaning' }]} />
          </Section>
          <Section title="长难句分析">
            {c.sentences.map((s) => (<div key={s.text} className="tpl-sentence"><i>{s.text}</i><div>{s.analysis}</div></div>))}
          </Section>
          <Section title="阅读思考">
            <Collapse size="small" items={c.questions.map((q, i) => ({ key: String(i), label: `${i + 1}. ${q.question}`, children: q.answer }))} />
          </Section>
          <Section title="中文概要"><Typography.Paragraph>{c.summaryZh}</Typography.Paragraph></Section>
        </>
      );
    }
    case 'secondround': {
      const c = detail.content;
      return (
        <>
          <Section title="考情概述"><Typography.Paragraph>{c.overview}</Typography.Paragraph></Section>
          <Section title="考点梳理">
            {c.points.map((p, i) => (
              <div key={p.name} className="tpl-point">
                <b>{i + 1}. {p.name}</b>
                <div>{p.explain}</div>
                <div className="vocab-example"><i>例：{p.example}</i></div>
              </div>
            ))}
          </Section>
          <Section title="专项练习">
            <Collapse size="small" items={c.practice.map((p, i) => ({ key: String(i), label: <span className="tpl-pre">{`${i + 1}. ${p.question}`}</span>, children: <><b>答案：{p.answer}</b><div>{p.explain}</div></> }))} />
          </Section>
          <Section title="考前自查"><ul className="tpl-list">{c.checklist.map((t) => <li key={t}>{t}</li>)}</ul></Section>
        </>
      );
    }
  }
}
