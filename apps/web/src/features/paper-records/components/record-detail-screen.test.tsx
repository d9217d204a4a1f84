import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { ZBasketFlag, ZPaperRecordDetail, ZPaperTopic, type TPaperRecordDetail, type TPaperTopic } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { btnName, buttonTexts, findDialog, findToast, renderApp } from '../../../../test/render';
import { printPaperOf, RecordDetailScreen } from './record-detail-screen';

function topic(topicId: number, topicNo: string, p: Partial<z.input<typeof ZPaperTopic>> = {}): TPaperTopic {
  return ZPaperTopic.parse({
    topicId,
    topicNo,
    score: 1,
    title: `<p>It is ____ honour to be invited. (${topicNo})</p>`,
    plainText: `It is ____ honour to be invited. (${topicNo})`,
    difficulty: 2,
    difficultyText: '二星',
    listType: '单项填空',
    renderGroup: 'choice',
    topicOptions: [
      { optionNo: 'A', content: 'a', isTrue: 0 },
      { optionNo: 'B', content: 'an', isTrue: 1 },
    ],
    slaves: [],
    slaveTopicNos: [],
    answer: 'B',
    analysis: '',
    knowledgePoints: [],
    source: '',
    isAddTopic: 0,
    isCollect: 0,
    ...p,
  });
}

function detail(p: Partial<z.input<typeof ZPaperRecordDetail>> = {}): TPaperRecordDetail {
  return ZPaperRecordDetail.parse({
    paperId: 9001,
    paperName: '高一英语周练',
    examTime: 100,
    totalScore: 150,
    author: '王老师',
    reviewer: '',
    examDate: null,
    status: 0,
    statusText: '正在编辑',
    topicTotalCount: 2,
    subjectId: 8,
    finePaperId: null,
    testType: 2,
    grade: 1,
    examId: null,
    examGroupId: null,
    markType: null,
    clazzIds: [],
    isMine: 1,
    createDate: '2026-03-01',
    topicTypes: [
      {
        typeNoCn: '一',
        typeName: '单项填空',
        topicCount: 2,
        typeScore: 2,
        paperTopics: [topic(301, '1'), topic(302, '2', { isAddTopic: 1, isCollect: 1 })],
      },
    ],
    ...p,
  });
}

describe('复用本卷 sends the right paper', () => {
  it('the teacher’s own paper still being edited is sent as the record itself', () => {
    expect(printPaperOf(detail({ status: 0, isMine: 1, finePaperId: 55 }))).toMatchObject({ paperId: 9001, paperType: 2 });
  });

  it('a record made from a library paper is sent as that fine paper', () => {
    expect(printPaperOf(detail({ status: 3, isMine: 1, finePaperId: 55 }))).toMatchObject({ paperId: 55, paperType: 1 });
    expect(printPaperOf(detail({ status: 0, isMine: 0, finePaperId: 55 }))).toMatchObject({ paperId: 55, paperType: 1 });
  });

  it('a record with no library paper behind it is sent as itself', () => {
    expect(printPaperOf(detail({ status: 3, isMine: 0, finePaperId: null }))).toMatchObject({ paperId: 9001, paperType: 2 });
  });

  it('hands each question’s type and sub-question count to the length checks', () => {
    const reading = topic(303, '3', { listType: '阅读理解', slaves: [1, 2, 3].map((n) => ({ topicNo: String(n), title: '', topicOptions: [], answer: '', analysis: '' })) });
    const d = detail({ topicTypes: [{ typeNoCn: '一', typeName: '阅读理解', topicCount: 3, typeScore: 6, paperTopics: [reading] }] });
    expect(printPaperOf(d).topics).toEqual([{ type: '阅读理解', slaveCount: 3 }]);
  });
});

async function showDetail(family: 'english' | 'maths' = 'english', d: TPaperRecordDetail = detail()) {
  const prefix = family === 'english' ? '/paper/english' : '/paper/math';
  api.on('GET', `${prefix}/detail/9001`, d);
  renderApp(<RecordDetailScreen family={family} />, { route: `/testRecordsDetailsEN?paperId=9001` });
  await screen.findByRole('heading', { name: d.paperName });
}

const question = (no: string) => screen.getByRole('article', { name: `第${no}题` });

describe('组卷记录 detail: the question actions', () => {
  it('each question offers collect, 纠错 and the basket in its current state', async () => {
    await showDetail();
    expect(buttonTexts(question('1'))).toEqual(['隐藏答案', '显示解析', '收藏', '纠错', '加入试题篮']);
    expect(buttonTexts(question('2'))).toEqual(['隐藏答案', '显示解析', '取消收藏', '纠错', '移出试题篮']);
  });

  it('adding to the basket flips the button to 移出试题篮', async () => {
    api.on('POST', '/paper/english/topic/9001/301', ZBasketFlag.parse({ isAddTopic: 1, basketCount: 3 }));
    await showDetail();
    await userEvent.click(within(question('1')).getByRole('button', { name: /加入试题篮/ }));
    expect(await findToast('已加入试题篮')).toBeTruthy();
    await waitFor(() => expect(buttonTexts(question('1'))).toContain('移出试题篮'));
  });

  it('纠错 has no required field: an empty report is sent as it is', async () => {
    api.on('POST', '/paper/english/topic-error', { errorId: 1 });
    await showDetail();
    await userEvent.click(within(question('2')).getByRole('button', { name: /纠\s*错/ }));
    const dialog = await findDialog('纠错');
    expect(within(dialog).getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['题干有误', '答案有误', '解析有误', '考点标注有误']);
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('提交') }));
    await waitFor(() => expect(api.callsTo('POST', '/paper/english/topic-error')).toHaveLength(1));
    expect(api.callsTo('POST', '/paper/english/topic-error')[0]?.body).toEqual({ topicId: 302, paperId: 9001, errorType: [], errorInfo: '' });
    expect(await findToast('纠错已提交')).toBeTruthy();
  });

  it('纠错 sends the ticked types and the other error text', async () => {
    api.on('POST', '/paper/english/topic-error', { errorId: 2 });
    await showDetail();
    await userEvent.click(within(question('1')).getByRole('button', { name: /纠\s*错/ }));
    const dialog = await findDialog('纠错');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '答案有误' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '考点标注有误' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '其他错误' }), '  选项B应为an  ');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('提交') }));
    await waitFor(() => expect(api.callsTo('POST', '/paper/english/topic-error')).toHaveLength(1));
    expect(api.callsTo('POST', '/paper/english/topic-error')[0]?.body).toEqual({ topicId: 301, paperId: 9001, errorType: [2, 4], errorInfo: '选项B应为an' });
  });
});

describe('组卷记录 detail: header actions by subject family', () => {
  it('English records have no 双向细目表', async () => {
    await showDetail('english');
    expect(screen.queryByRole('button', { name: /双向细目表/ })).toBeNull();
    expect(screen.getByRole('button', { name: /复用本卷/ })).toBeTruthy();
  });

  it('maths records offer the 双向细目表', async () => {
    await showDetail('maths', detail({ subjectId: 3 }));
    expect(screen.getByRole('button', { name: /双向细目表/ })).toBeTruthy();
  });
});

describe('a paper detail that failed to load', () => {
  it('says 加载失败 instead of a page of dashes, and 重试 loads it again', async () => {
    api.fail('GET', '/paper/english/detail/9001', '服务器繁忙，请稍后再试', '50000');
    renderApp(<RecordDetailScreen family="english" />, { route: '/testRecordsDetailsEN?paperId=9001' });
    const failed = (await screen.findByText('试卷加载失败')).closest<HTMLElement>('[role="alert"]')!;
    // What went wrong, from the server's answer.
    expect(failed.textContent).toContain('服务器繁忙，请稍后再试');
    expect(screen.queryByText('考试时间')).toBeNull();
    expect(api.callsTo('GET', '/paper/english/detail/9001')).toHaveLength(1);
    // The server answers again: 重试 asks once more and shows the paper.
    api.on('GET', '/paper/english/detail/9001', detail());
    await userEvent.click(within(failed).getByRole('button', { name: btnName('重试') }));
    expect(await screen.findByRole('heading', { name: '高一英语周练' })).toBeTruthy();
    expect(api.callsTo('GET', '/paper/english/detail/9001')).toHaveLength(2);
    expect(screen.queryByText('试卷加载失败')).toBeNull();
  });
});
