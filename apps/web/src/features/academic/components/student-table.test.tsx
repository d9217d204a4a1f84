import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZStudentRow } from '@app/contract';
import { renderApp } from '../../../../test/render';
import { RANK_CHANGE_NOTE } from './rank-change';
import { StudentTable } from './student-table';

const row = ZStudentRow.parse({ studentId: 1, studentName: '王小明', studentNum: '2026001', missExam: false, score: 88.5, rank: 1, gradeRank: 3, compare: 2, scoring: 0.885, layered: 'top', layeredName: '尖子生', ratio: 0.9, z: 1, t: 60, scores: [88.5] });

describe('the student table', () => {
  it('says how 名次变化 is worked out: over the students who sat both exams', async () => {
    renderApp(<StudentTable students={[row]} onOpen={() => {}} />);
    expect(await screen.findByLabelText('进步2名')).toBeTruthy();
    await userEvent.hover(screen.getAllByLabelText('名次变化说明')[0]!);
    await waitFor(() => expect(screen.getAllByText(RANK_CHANGE_NOTE).length).toBeGreaterThan(0));
    expect(RANK_CHANGE_NOTE).toContain('两次考试都参加的学生');
  });
});
