import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZScoreHistory } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { btnName, buttonTexts, currentLocation, findDialog, findToast, renderApp } from '../../../../test/render';
import { NO_RIGHTS, organiserDetail, paper, participantDetail, schoolOption } from '../test-fixtures';
import type { TJointDetail } from '@app/contract';
import JointIntroPage from './joint-intro';

const MASTER = sessionOf({ posts: [5] });
const LEADER = sessionOf({ posts: [2] });
const ROUTE = '/jointcontainer/jointassessintro?jointId=7';

async function openIntro(detail: TJointDetail, session = MASTER) {
  api.on('GET', '/joint/7', detail);
  const r = renderApp(<JointIntroPage />, { route: ROUTE, session });
  await screen.findByRole('heading', { name: detail.name });
  return r;
}

const head = () => screen.getByRole('heading', { level: 4 }).closest<HTMLElement>('.joint-head')!;
const card = (title: string) => screen.getByText(title, { selector: '.ant-card-head-title' }).closest<HTMLElement>('.ant-card')!;
const schoolRow = (name: string) => within(card('参加学校（3）')).getByText(name).closest('tr')!;
/** An option of the select whose list was opened last. */
const pick = async (title: string) => {
  await waitFor(() => expect(document.querySelector(`.ant-select-item-option[title="${title}"]`)).toBeTruthy());
  await userEvent.click([...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${title}"]`)].at(-1)!);
};
const confirmDialog = async (title: string) => (await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' })).at(-1)!.closest<HTMLElement>('.ant-modal')!;

describe('联考详情: what each school sees and may do', () => {
  it('the organiser manages the joint exam: papers, schools, lines, release, edit and delete', async () => {
    await openIntro(organiserDetail());
    expect(buttonTexts(head())).toEqual(['返回联考列表', '发布报告', '编辑', '删除']);
    // The organiser sees every school's upload state by subject.
    expect(within(schoolRow('城东中学')).getByText('198人')).toBeTruthy();
    expect(within(schoolRow('城东中学')).getByText('（缺考1）')).toBeTruthy();
    expect(within(schoolRow('示范高级中学')).getByText('本校')).toBeTruthy();
    expect(within(schoolRow('示范高级中学')).getByText('未导入')).toBeTruthy();
    expect(within(schoolRow('城西中学')).getByText('待接受')).toBeTruthy();
    expect(buttonTexts(schoolRow('城西中学'))).toEqual(['撤回邀请']);
    // A school with scores cannot be taken out.
    expect((within(schoolRow('城东中学')).getByRole('button', { name: btnName('移出') }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(card('参加学校（3）')).getByRole('button', { name: /邀请学校/ })).toBeTruthy();
    expect(within(card('学科与试卷')).getAllByRole('button', { name: btnName('设置试卷结构') })).toHaveLength(2);
    expect(within(card('学科与试卷')).getByText('未设置')).toBeTruthy();
    expect(within(card('分数线')).getByRole('button', { name: btnName('保存分数线') })).toBeTruthy();
    // 英语 has no paper yet, and scores are in: neither release nor delete.
    expect((within(head()).getByRole('button', { name: btnName('发布报告') }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(head()).getByRole('button', { name: btnName('删除') }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a participant’s grade leader reads the papers and lines and imports the school’s own scores', async () => {
    await openIntro(participantDetail(), LEADER);
    expect(buttonTexts(head())).toEqual(['返回联考列表']);
    expect(screen.getByText('城东中学')).toBeTruthy();
    expect(within(card('学科与试卷')).getAllByRole('button', { name: btnName('查看试卷结构') })).toHaveLength(2);
    expect(within(card('学科与试卷')).queryByRole('button', { name: btnName('设置试卷结构') })).toBeNull();
    // Other schools' upload state is the organiser's only; the school sees its own.
    const others = within(card('参加学校（2）')).getByText('学校B').closest('tr')!;
    expect(others.textContent).not.toMatch(/人/);
    expect(within(card('参加学校（2）')).queryByRole('button', { name: /邀请学校|撤回邀请|移出/ })).toBeNull();
    // Lines are read, as 520分 and 前10%.
    const lines = card('分数线');
    expect(within(lines).queryByRole('button', { name: btnName('保存分数线') })).toBeNull();
    expect(within(lines).getByText('特控线').closest('tr')!.textContent).toContain('总分');
    expect(within(lines).getByText('520分')).toBeTruthy();
    // The line named 前10% (its value reads 前10% too).
    expect(within(lines).getAllByText('前10%')[0]!.closest('tr')!.textContent).toBe('数学前10%前百分比前10%');
    const mine = card('本校成绩');
    expect(within(mine).getByText('118人')).toBeTruthy();
    expect(within(mine).getAllByRole('button', { name: btnName('导入成绩') })).toHaveLength(2);
  });

  it('导入成绩 opens the score import of the school’s own exam of the subject, with its classes', async () => {
    api.on('GET', '/academic/exam/302/score-import/history', ZScoreHistory.parse({ scoreVersion: 0, undoableEntryNo: null, editedSinceUndoable: 0, list: [] }));
    await openIntro(participantDetail(), LEADER);
    const english = within(card('本校成绩')).getByText('英语').closest('tr')!;
    await userEvent.click(within(english).getByRole('button', { name: btnName('导入成绩') }));
    const dialog = await findDialog('导入成绩 · 2026届高三第一次联考 · 英语');
    await userEvent.click(within(dialog).getByRole('combobox', { name: '模板班级' }));
    expect(await screen.findByTitle('高三(2)班')).toBeTruthy();
    expect(await within(dialog).findByText('还没有导入记录')).toBeTruthy();
  });

  it('a teacher who may not upload sees the state without the import', async () => {
    await openIntro(participantDetail({ rights: NO_RIGHTS }), sessionOf({ posts: [4] }));
    expect(within(card('本校成绩')).queryByRole('button', { name: btnName('导入成绩') })).toBeNull();
    expect(within(card('本校成绩')).getByText(/成绩由校长或年级组长导入/)).toBeTruthy();
  });

  it('an invited master answers from the page: 参加 after the confirmation', async () => {
    const invited = participantDetail({ myStatus: 0, myExamGroupId: null, myClazzes: [], rights: { ...NO_RIGHTS, respond: true }, schools: [] });
    api.on('POST', '/joint/7/accept', participantDetail());
    await openIntro(invited);
    expect(screen.getByText('待接受')).toBeTruthy();
    expect(buttonTexts(head())).toEqual(['返回联考列表', '参加', '谢绝']);
    expect(screen.queryByText('本校成绩', { selector: '.ant-card-head-title' })).toBeNull();
    await userEvent.click(within(head()).getByRole('button', { name: btnName('参加') }));
    await userEvent.click(within(await confirmDialog('参加联考“2026届高三第一次联考”')).getByRole('button', { name: btnName('参加') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/7/accept')).toHaveLength(1));
    await findToast('已参加联考，请年级组长导入成绩');
    // The page shows the answer the server gave.
    expect(await screen.findByText('本校成绩', { selector: '.ant-card-head-title' })).toBeTruthy();
  });

  it('says why a joint exam cannot be opened', async () => {
    api.fail('GET', '/joint/7', '联考不存在', '40400');
    renderApp(<JointIntroPage />, { route: ROUTE, session: LEADER });
    expect(await screen.findByText('联考无法打开')).toBeTruthy();
    expect(screen.getAllByText('联考不存在').length).toBeGreaterThan(0);
  });
});

describe('联考详情: release and reopen', () => {
  const ready = () =>
    organiserDetail({
      subjects: [
        { subjectId: 3, subjectName: '数学', fullScore: 150, questionCount: 22 },
        { subjectId: 8, subjectName: '英语', fullScore: 150, questionCount: 25 },
      ],
    });

  it('发布报告 says which schools would be left out, then shows who is in the reports', async () => {
    api.on('POST', '/joint/7/release', { included: 1, left: ['示范高级中学', '城西中学'] });
    await openIntro(ready());
    await userEvent.click(within(head()).getByRole('button', { name: btnName('发布报告') }));
    const confirm = await confirmDialog('发布联考报告');
    expect(within(confirm).getByText(/没有成绩的学校不纳入/)).toBeTruthy();
    const left = within(confirm).getByRole('list', { name: '不纳入报告的学校' });
    expect(within(left).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['示范高级中学：未导入英语成绩', '城西中学：尚未答复邀请']);
    expect(api.callsTo('POST', '/joint/7/release')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('发布') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/7/release')).toHaveLength(1));
    const result = (await screen.findByText('联考报告已发布', { selector: '.ant-modal-confirm-title' })).closest<HTMLElement>('.ant-modal')!;
    expect(within(result).getByText('1所学校纳入联考报告。')).toBeTruthy();
    expect(within(result).getByText('未纳入报告的学校：示范高级中学、城西中学')).toBeTruthy();
  });

  it('cancelling the release sends nothing', async () => {
    await openIntro(ready());
    await userEvent.click(within(head()).getByRole('button', { name: btnName('发布报告') }));
    await userEvent.click(within(await confirmDialog('发布联考报告')).getByRole('button', { name: btnName('取消') }));
    expect(api.callsTo('POST', '/joint/7/release')).toHaveLength(0);
  });

  it('a released joint exam shows who is in the reports and can be reopened', async () => {
    const released = ready();
    released.status = 2;
    released.statusText = '已发布';
    released.releasedAt = '2026-03-25T02:00:00.000Z';
    released.rights = { ...released.rights, report: true };
    released.schools = released.schools.map((s) => ({ ...s, included: s.schoolName === '城东中学' }));
    let reopened = false;
    api.on('GET', '/joint/7', () => (reopened ? ready() : released));
    api.on('POST', '/joint/7/reopen', () => {
      reopened = true;
      return ready();
    });
    renderApp(<JointIntroPage />, { route: ROUTE, session: MASTER });
    await screen.findByRole('heading', { name: released.name });
    expect(buttonTexts(head())).toEqual(['返回联考列表', '查看报告', '重新收集', '删除']);
    expect(within(schoolRow('城东中学')).getByText('已纳入')).toBeTruthy();
    expect(within(schoolRow('城西中学')).getByText('未纳入')).toBeTruthy();
    expect(screen.getByText('2026-03-25 10:00')).toBeTruthy();
    await userEvent.click(within(head()).getByRole('button', { name: btnName('重新收集') }));
    await userEvent.click(within(await confirmDialog('重新收集成绩')).getByRole('button', { name: btnName('重新收集') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/7/reopen')).toHaveLength(1));
    await findToast('已重新收集成绩，联考报告暂停查看');
    expect(await within(head()).findByRole('button', { name: btnName('发布报告') })).toBeTruthy();
  });

  it('查看报告 opens the report', async () => {
    await openIntro(participantDetail({ status: 2, statusText: '已发布', rights: { ...NO_RIGHTS, report: true, schoolReport: true } }), LEADER);
    await userEvent.click(within(head()).getByRole('button', { name: btnName('查看报告') }));
    await waitFor(() => expect(currentLocation()).toBe('/jointcontainer/jointassessport/jointunitaryport/jointdetail?jointId=7'));
  });
});

describe('联考详情: the organiser’s changes', () => {
  it('分数线: rows added, typed and removed are saved as lines (a share as 0-1, the 总分 as null)', async () => {
    api.on('PUT', '/joint/7/lines', (call) => organiserDetail({ lines: (call.body as { lines: TJointDetail['lines'] }).lines.map((l, i) => ({ ...l, lineId: 10 + i })) }));
    await openIntro(organiserDetail());
    const lines = card('分数线');
    expect((within(lines).getByRole('spinbutton', { name: '第2行百分比' }) as HTMLInputElement).value).toBe('10');
    await userEvent.click(within(lines).getByRole('button', { name: /添加分数线/ }));
    await userEvent.click(within(lines).getByRole('combobox', { name: '第3行科目' }));
    await pick('英语');
    // A new row takes the kind of the one above (前百分比): this one is a score.
    await userEvent.click(within(lines).getByRole('combobox', { name: '第3行类型' }));
    await pick('分数线');
    await userEvent.type(within(lines).getByRole('textbox', { name: '第3行名称' }), '本科线');
    await userEvent.type(within(lines).getByRole('spinbutton', { name: '第3行分数' }), '95');
    await userEvent.click(within(lines).getByRole('button', { name: '删除第1行' }));
    await userEvent.click(within(lines).getByRole('button', { name: btnName('保存分数线') }));
    await waitFor(() => expect(api.callsTo('PUT', '/joint/7/lines')).toHaveLength(1));
    expect(api.callsTo('PUT', '/joint/7/lines')[0]!.body).toEqual({
      lines: [
        { subjectId: 3, name: '前10%', kind: 'share', value: 0.1 },
        { subjectId: 8, name: '本科线', kind: 'score', value: 95 },
      ],
    });
    await findToast('分数线已保存');
  });

  it('分数线: a line without a name or above the full score is not sent', async () => {
    await openIntro(organiserDetail({ lines: [] }));
    const lines = card('分数线');
    expect(within(lines).getByText('还没有分数线，请添加')).toBeTruthy();
    await userEvent.click(within(lines).getByRole('button', { name: /添加分数线/ }));
    await userEvent.type(within(lines).getByRole('spinbutton', { name: '第1行分数' }), '320');
    await userEvent.click(within(lines).getByRole('button', { name: btnName('保存分数线') }));
    expect(await within(lines).findByText('分数线有误，未保存')).toBeTruthy();
    expect(within(lines).getByText('第1行：请填写分数线名称')).toBeTruthy();
    expect(within(lines).getByText('第1行：总分的分数线应在0到满分300之间')).toBeTruthy();
    expect(api.callsTo('PUT', '/joint/7/lines')).toHaveLength(0);
  });

  it('设置试卷结构 edits the joint paper and saves it for every school', async () => {
    api.on('GET', '/joint/7/paper/8', paper());
    api.on('GET', '/academic/knowledge-points', []);
    api.on('PUT', '/joint/7/paper/8', (call) => paper({ questions: (call.body as { questions: [] }).questions, fullScore: 5 }));
    await openIntro(organiserDetail());
    const english = within(card('学科与试卷')).getByText('英语').closest('tr')!;
    await userEvent.click(within(english).getByRole('button', { name: btnName('设置试卷结构') }));
    const dialog = await findDialog('试卷结构 · 2026届高三第一次联考 · 英语');
    expect(await within(dialog).findByText('还没有题目，请添加')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: /添加一题/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '第1行答案' }), 'b');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('保存试卷结构') }));
    await waitFor(() => expect(api.callsTo('PUT', '/joint/7/paper/8')).toHaveLength(1));
    expect(api.callsTo('PUT', '/joint/7/paper/8')[0]!.body).toEqual({
      questions: [{ questionNo: '1', objective: true, choiceKind: 'single', options: 'ABCD', answerKey: 'B', fullScore: 5, partialScore: 0, knowledgePointIds: [] }],
    });
    await findToast('试卷结构已保存');
    // The detail is read again (the subject's question count and full score follow the paper).
    await waitFor(() => expect(api.callsTo('GET', '/joint/7').length).toBeGreaterThan(1));
  });

  it('a paper with scores in it is shown locked', async () => {
    api.on('GET', '/joint/7/paper/3', paper({ subjectId: 3, subjectName: '数学', locked: true, questions: [{ questionNo: '1', objective: false, choiceKind: null, options: null, answerKey: null, fullScore: 150, partialScore: 0, knowledgePointIds: [] }] }));
    api.on('GET', '/academic/knowledge-points', []);
    await openIntro(organiserDetail());
    const maths = within(card('学科与试卷')).getByText('数学').closest('tr')!;
    await userEvent.click(within(maths).getByRole('button', { name: btnName('设置试卷结构') }));
    const dialog = await findDialog('试卷结构 · 2026届高三第一次联考 · 数学');
    expect(await within(dialog).findByText('已有学校导入该学科的成绩，试卷结构不能再修改')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: btnName('保存试卷结构') })).toBeNull();
  });

  it('撤回邀请 asks first, then withdraws the school', async () => {
    api.on('DELETE', '/joint/7/schools/23', organiserDetail({ schools: organiserDetail().schools.slice(0, 2) }));
    await openIntro(organiserDetail());
    await userEvent.click(within(schoolRow('城西中学')).getByRole('button', { name: btnName('撤回邀请') }));
    const pop = (await screen.findByText('确定撤回邀请城西中学吗？')).closest<HTMLElement>('.ant-popover')!;
    expect(api.callsTo('DELETE', '/joint/7/schools/23')).toHaveLength(0);
    await userEvent.click(within(pop).getByRole('button', { name: btnName('撤回邀请') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/joint/7/schools/23')).toHaveLength(1));
    await findToast('已撤回对城西中学的邀请');
    expect(await screen.findByText('参加学校（2）')).toBeTruthy();
  });

  it('邀请学校 invites more schools of the district', async () => {
    api.on('GET', '/joint/school-options', [schoolOption(21, '城东中学', '440101', true), schoolOption(24, '城北中学', '440104')]);
    api.on('POST', '/joint/7/schools', organiserDetail());
    await openIntro(organiserDetail());
    await userEvent.click(within(card('参加学校（3）')).getByRole('button', { name: /邀请学校/ }));
    const dialog = await findDialog('邀请学校');
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('邀请') }));
    expect(await within(dialog).findByText('请选择要邀请的学校')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: '邀请学校' }));
    await userEvent.click(await screen.findByTitle('城北中学（440104）'));
    await userEvent.click(within(dialog).getByRole('button', { name: btnName('邀请') }));
    await waitFor(() => expect(api.callsTo('POST', '/joint/7/schools')).toHaveLength(1));
    expect(api.callsTo('POST', '/joint/7/schools')[0]!.body).toEqual({ schoolIds: [24] });
    await findToast('已邀请1所学校，等待其校长答复');
  });

  it('删除 asks first, then goes back to the list', async () => {
    const fresh = organiserDetail({ schools: organiserDetail().schools.map((s) => ({ ...s, subjects: s.subjects.map((x) => ({ ...x, withScores: 0, absent: 0 })) })) });
    api.on('DELETE', '/joint/7', null);
    await openIntro(fresh);
    await userEvent.click(within(head()).getByRole('button', { name: btnName('删除') }));
    const confirm = await confirmDialog('删除联考');
    expect(within(confirm).getByText('删除后联考和各校的联考考试一并删除，不能恢复。确定删除吗？')).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: btnName('删除') }));
    await waitFor(() => expect(api.callsTo('DELETE', '/joint/7')).toHaveLength(1));
    await findToast('联考已删除');
    await waitFor(() => expect(currentLocation()).toBe('/jointcontainer/jointassesslist'));
  });
});
