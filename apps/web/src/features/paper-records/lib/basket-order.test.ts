import { describe, expect, it } from 'vitest';
import { dropTopic, flatOrder, moveGroup, moveTopic } from './basket-order';

const groups = [{ topicIds: [1, 2, 3] }, { topicIds: [4, 5] }];

describe('basket order', () => {
  it('flattens the groups in order', () => {
    expect(flatOrder(groups)).toEqual([1, 2, 3, 4, 5]);
  });
  it('moves a question inside its group only', () => {
    expect(moveTopic(groups, 2, -1)).toEqual([2, 1, 3, 4, 5]);
    expect(moveTopic(groups, 3, 1)).toBeNull();
    expect(moveTopic(groups, 4, -1)).toBeNull();
    expect(moveTopic(groups, 4, 1)).toEqual([1, 2, 3, 5, 4]);
  });
  it('moves whole groups', () => {
    expect(moveGroup(groups, 1, -1)).toEqual([4, 5, 1, 2, 3]);
    expect(moveGroup(groups, 0, -1)).toBeNull();
  });
  it('drops a dragged question onto another of its group', () => {
    expect(dropTopic(groups, 3, 1)).toEqual([3, 1, 2, 4, 5]);
    expect(dropTopic(groups, 1, 3)).toEqual([2, 3, 1, 4, 5]);
    expect(dropTopic(groups, 1, 4)).toBeNull();
    expect(dropTopic(groups, 2, 2)).toBeNull();
  });
});
