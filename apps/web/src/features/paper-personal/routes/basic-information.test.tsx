import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZTeacherInfo } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { sessionOf } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import BasicInformationPage from './basic-information';

const counters = { collectPaper: 2, collectTopic: 3, examLabel: 4, makePaper: 5, onlineCourse: 1, topicError: 6 };

function mockProfile(session: ReturnType<typeof sessionOf>) {
  api.on('GET', '/base/teacher/info', ZTeacherInfo.parse({ ...session.teacher, leadGrades: [1], postsName: '年级组长' }));
  api.on('GET', '/base/clazz/from-teacher', [
    { clazzId: 1, clazzName: '高一(1)班', grade: 1 },
    { clazzId: 2, clazzName: '高一(2)班', grade: 1 },
  ]);
  api.on('GET', '/base/teacher/business/data', counters);
}

describe('基本信息', () => {
  it('shows the profile, the classes and the six counters of the current subject, linked where a screen exists', async () => {
    const session = sessionOf({ posts: [2] });
    mockProfile(session);
    renderApp(<BasicInformationPage />, { route: '/paper/personalresources/basicInformation', session });
    const profile = await screen.findByLabelText('教师资料');
    for (const text of ['王老师', 'wanglaoshi', '示范高级中学', '高中', '年级组长', '高一', '数学', '13800000000', '高一(1)班', '高一(2)班']) expect(within(profile).getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByText('我的数据（数学）')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '收藏试卷：2，查看' })).toBeTruthy();
    const links = Object.fromEntries(screen.getAllByRole('link').map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]));
    expect(links).toEqual({
      修改资料: '/user/data',
      '收藏试卷：2，查看': '/paper/test_sel_topic/fine_test?mine=1',
      '试卷标注：4，查看': '/paper/personal/label_task',
      '组卷：5，查看': '/testRecords',
      '网课：1，查看': '/paper/personal/course/my',
    });
    // Counted, but no screen lists them: shown without a link.
    for (const label of ['收藏试题', '纠错']) expect(screen.getByText(label).closest('a')).toBeNull();
    expect(api.callsTo('GET', '/base/teacher/business/data')[0]!.query.get('subjectId')).toBe('3');
  });

  it('an English teacher’s collected papers open the English library; section 0 has no 网课 link', async () => {
    const session = sessionOf({ subjectIds: [8], section: 0 });
    mockProfile(session);
    renderApp(<BasicInformationPage />, { route: '/paper/personalresources/basicInformation', session });
    expect((await screen.findByRole('link', { name: '收藏试卷：2，查看' })).getAttribute('href')).toBe('/paper/test_sel_topic/excellent_test_en?mine=1');
    expect(screen.getByText('网课').closest('a')).toBeNull();
  });

  it('says when the teacher has no class this semester', async () => {
    const session = sessionOf();
    mockProfile(session);
    api.on('GET', '/base/clazz/from-teacher', []);
    renderApp(<BasicInformationPage />, { route: '/paper/personalresources/basicInformation', session });
    expect(await screen.findByText('本学期没有任教或管理的班级')).toBeTruthy();
  });
});
