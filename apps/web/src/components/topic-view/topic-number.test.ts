import { describe, expect, it } from 'vitest';
import { isBareNumber, topicNumberLabel } from './topic-number';

describe('question numbers', () => {
  it('shows a passage by the range of its consecutive sub-question numbers', () => {
    expect(topicNumberLabel({ topicNo: '21', slaveTopicNos: ['21', '22', '23'] })).toBe('21-23');
    expect(topicNumberLabel({ topicNo: '17', slaveTopicNos: ['17(1)', '17(2)'] })).toBe('17');
    expect(topicNumberLabel({ topicNo: '5', slaveTopicNos: [] })).toBe('5');
  });
  it('recognises sub-questions that are only a blank number', () => {
    expect(isBareNumber(' 12 ')).toBe(true);
    expect(isBareNumber('What is the main idea?')).toBe(false);
  });
});
