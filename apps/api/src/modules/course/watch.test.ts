import { describe, expect, it } from 'vitest';
import { bucketCount, completionOf, courseCompletion, isCompleted, resumeAt, stretchBits } from './watch.js';

const ones = (bits: string) => [...bits].filter((b) => b === '1').length;

describe('watched buckets', () => {
  it('cuts a video into 5-second buckets, the last one shorter', () => {
    expect(bucketCount(60)).toBe(12);
    expect(bucketCount(62)).toBe(13);
    expect(bucketCount(0.5)).toBe(1);
    expect(bucketCount(0)).toBe(1);
  });

  it('sets a bucket when at least half of it was played', () => {
    expect(stretchBits(20, 0, 5, false)).toBe('1000');
    expect(stretchBits(20, 2.5, 7.4, false)).toBe('1000');
    expect(stretchBits(20, 2.5, 7.5, false)).toBe('1100');
    expect(stretchBits(20, 2.6, 7.4, false)).toBe('0000');
    expect(stretchBits(20, 0, 20, false)).toBe('1111');
  });

  it('judges the last, shorter bucket by its own length', () => {
    // 22 s: buckets 0-5, 5-10, 10-15, 15-20, 20-22 (2 s: one second is half).
    expect(stretchBits(22, 20, 21, false)).toBe('00001');
    expect(stretchBits(22, 20, 20.9, false)).toBe('00000');
  });

  it('a seek to the end sets nothing but the end itself', () => {
    expect(ones(stretchBits(600, 590, 600, true))).toBe(2);
  });

  it('ended marks the last bucket only when the stretch reached it', () => {
    expect(stretchBits(20, 16, 17, false)).toBe('0000');
    expect(stretchBits(20, 16, 17, true)).toBe('0001');
    expect(stretchBits(20, 0, 4, true)).toBe('1000');
  });

  it('clamps positions outside the video', () => {
    expect(stretchBits(10, -5, 50, false)).toBe('11');
  });
});

describe('completion', () => {
  it('is the share of buckets watched, one decimal', () => {
    expect(completionOf(1, 15)).toBe(33.3);
    expect(completionOf(3, 15)).toBe(100);
    expect(completionOf(5, 15)).toBe(100);
  });

  it('counts a video as watched from 90 %', () => {
    expect(isCompleted(9, 50)).toBe(true);
    expect(isCompleted(8, 50)).toBe(false);
  });

  it('weights a course by each video’s duration', () => {
    // A 60 s video fully watched and a 240 s video not at all: 20 %.
    expect(courseCompletion([{ durationS: 60, seen: 12 }, { durationS: 240, seen: 0 }])).toBe(20);
    expect(courseCompletion([])).toBe(0);
  });

  it('resumes where the student stopped, from the start when they had finished', () => {
    expect(resumeAt(42.25, 100)).toBe(42.3);
    expect(resumeAt(98, 100)).toBe(0);
    expect(resumeAt(0, 100)).toBe(0);
  });
});
