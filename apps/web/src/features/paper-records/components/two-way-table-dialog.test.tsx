import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ZTwoWayTable } from '@app/contract';
import { api } from '../../../../test/api-mock';
import { renderApp } from '../../../../test/render';
import { TwoWayTableDialog } from './two-way-table-dialog';

describe('双向细目表 dialog', () => {
  it('shows scores rounded as the Excel and Word files write them (one decimal)', async () => {
    // 12.5 points split over three sub-questions: 4.1666… each.
    api.on(
      'GET',
      '/paper/math/two-way-table/51',
      ZTwoWayTable.parse({
        paperId: 51,
        paperName: '高一数学测试卷',
        totalScore: 12.5,
        rows: [
          { topicNo: '1', typeName: '解答题', score: 12.5 / 3, difficulty: 3, difficultyText: '中档', kpNames: ['函数'] },
          { topicNo: '2', typeName: '解答题', score: 8, difficulty: 3, difficultyText: '中档', kpNames: ['函数'] },
        ],
        kpSummary: [{ kpName: '函数', topicNos: ['1', '2'], score: 8 + 12.5 / 3, scoreByDifficulty: [0, 0, 8 + 12.5 / 3, 0, 0, 0] }],
        difficultyNames: ['超易', '容易', '中档', '中档偏难', '难', '超难'],
        createdAt: '2026-11-20 10:00',
      }),
    );
    renderApp(<TwoWayTableDialog open recordId={51} paperName="高一数学测试卷" canBuild onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findAllByText('4.2')).not.toHaveLength(0);
    expect(within(dialog).queryByText('4.17')).toBeNull();
    expect(within(dialog).getAllByText('12.2').length).toBeGreaterThan(0);
  });
});
