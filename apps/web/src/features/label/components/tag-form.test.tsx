import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLabelOptions, TLabelQuestion, TPaperTopic } from '@app/contract';
import { renderApp } from '../../../../test/render';
import { initialValues, TagForm, type TagValues } from './tag-form';

const OPTIONS: TLabelOptions = {
  subjectId: 3,
  knowledgePoints: [
    { kpId: 3001, name: '函数', parentId: null },
    { kpId: 3002, name: '函数的单调性', parentId: 3001 },
  ],
  methods: [{ id: 11, name: '数学抽象' }, { id: 12, name: '逻辑推理' }],
  questionTypes: ['单选题', '多选题', '填空题', '解答题'],
  difficulties: [1, 2, 3, 4, 5, 6].map((value, i) => ({ value, label: ['超易', '易', '中档偏易', '中档偏难', '难', '超难'][i]! })),
  folders: [{ folderId: 5, name: '易错题' }],
};

const question = (over: Partial<TLabelQuestion> = {}): TLabelQuestion => ({
  questionId: 1,
  idx: 0,
  questionNo: '1',
  fullScore: 5,
  objective: true,
  knowledgePoints: [],
  methodIds: [],
  difficulty: null,
  questionType: null,
  folderId: null,
  tagged: false,
  taggedByName: null,
  taggedAt: null,
  content: null,
  ...over,
});

function renderForm(q: TLabelQuestion, previous: TLabelQuestion | null = null) {
  const onSave = vi.fn<(v: TagValues, next: boolean) => void>();
  const submitRef: { current: (() => void) | null } = { current: null };
  renderApp(<TagForm question={q} previous={previous} options={OPTIONS} disabled={false} saving={false} hasNext onSave={onSave} onCreateFolder={async () => 5} submitRef={submitRef} />);
  return { onSave, submitRef };
}

describe('the tag form', () => {
  it('refuses to save a question without a knowledge point, a difficulty or a type, saying which', async () => {
    const { onSave } = renderForm(question());
    const form = await screen.findByRole('form', { name: '第1题标注' });
    await userEvent.click(within(form).getByRole('button', { name: '保存并下一题' }));
    expect(await within(form).findByText('请至少选择一个知识点')).toBeTruthy();
    expect(within(form).getByText('请选择难度')).toBeTruthy();
    expect(within(form).getByText('请选择题型')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a tagged question and goes on (the page’s Ctrl+Enter calls the same submit)', async () => {
    const q = question({ knowledgePoints: [{ kpId: 3002, name: '函数的单调性' }], methodIds: [12], difficulty: 3, questionType: '单选题', folderId: 5, tagged: true });
    const { onSave, submitRef } = renderForm(q);
    const form = await screen.findByRole('form', { name: '第1题标注' });
    await userEvent.click(within(form).getByText('难', { exact: true }));
    submitRef.current!();
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ knowledgePointIds: [3002], methodIds: [12], difficulty: 5, questionType: '单选题', folderId: 5 }, true));
  });

  it('starts an untagged question with the previous question’s type, methods and folder, never its points or difficulty', () => {
    const prev = question({ questionId: 9, knowledgePoints: [{ kpId: 3002, name: '函数的单调性' }], methodIds: [11], difficulty: 4, questionType: '解答题', folderId: 5, tagged: true });
    expect(initialValues(question(), prev)).toEqual({ knowledgePointIds: [], methodIds: [11], difficulty: null, questionType: '解答题', folderId: 5 });
    const own = question({ knowledgePoints: [{ kpId: 3001, name: '函数' }], methodIds: [12], difficulty: 2, questionType: '填空题', tagged: true });
    expect(initialValues(own, prev)).toEqual({ knowledgePointIds: [3001], methodIds: [12], difficulty: 2, questionType: '填空题', folderId: null });
  });

  it('starts a question of a printed paper with the printed question’s difficulty and type', () => {
    const printed = question({ knowledgePoints: [{ kpId: 3002, name: '函数的单调性' }], content: { kind: 'topic', topic: { listType: '单选题', difficulty: 2 } as TPaperTopic } });
    expect(initialValues(printed, null, OPTIONS.questionTypes)).toMatchObject({ knowledgePointIds: [3002], difficulty: 2, questionType: '单选题' });
    // A bank type the subject's list does not have is not taken.
    const other = question({ content: { kind: 'topic', topic: { listType: '阅读理解', difficulty: 7 } as TPaperTopic } });
    expect(initialValues(other, null, OPTIONS.questionTypes)).toMatchObject({ difficulty: null, questionType: null });
  });
});
