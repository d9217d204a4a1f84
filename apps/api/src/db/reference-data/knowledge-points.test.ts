/** The platform knowledge-point trees (issue 17): well-formed, deep enough, and every v1 point kept. */
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_POINTS, type TKnowledgePointRef } from './knowledge-points.js';
import V1 from './knowledge-points.v1.json' with { type: 'json' };

/** Every platform subject with a tree: senior 语文 数学 英语 物理 化学 生物 政治 历史 地理, junior 语文 数学 英语. */
const SUBJECTS = [9, 3, 8, 12, 13, 14, 15, 16, 17, 29, 23, 28];
const byId = new Map(KNOWLEDGE_POINTS.map((k) => [k.id, k]));

function depthOf(k: TKnowledgePointRef): number {
  let d = 1;
  for (let p = k.parentId; p !== null; p = byId.get(p)!.parentId) d++;
  return d;
}

describe('platform knowledge points', () => {
  it('have unique ids', () => {
    expect(byId.size).toBe(KNOWLEDGE_POINTS.length);
  });

  it('number each subject from subjectId × 1000 + 1 up to subjectId × 1000 + 999, below the school range', () => {
    for (const k of KNOWLEDGE_POINTS) {
      expect(SUBJECTS, `${k.id} ${k.name}`).toContain(k.subjectId);
      expect(k.id, `${k.id} ${k.name}`).toBeGreaterThan(k.subjectId * 1000);
      expect(k.id, `${k.id} ${k.name}`).toBeLessThan(k.subjectId * 1000 + 1000);
    }
  });

  it('have names a column can hold and no name twice under one parent', () => {
    const seen = new Set<string>();
    for (const k of KNOWLEDGE_POINTS) {
      expect(k.name.trim(), `${k.id}`).toBe(k.name);
      expect(k.name.length, `${k.id}`).toBeGreaterThan(0);
      expect(k.name.length, `${k.id}`).toBeLessThanOrEqual(100);
      const key = `${k.subjectId}/${k.parentId}/${k.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('hang every point under an existing point of the same subject, without cycles', () => {
    for (const k of KNOWLEDGE_POINTS) {
      if (k.parentId === null) continue;
      const parent = byId.get(k.parentId);
      expect(parent, `${k.id} ${k.name}: parent ${k.parentId}`).toBeDefined();
      expect(parent!.subjectId, `${k.id} ${k.name}`).toBe(k.subjectId);
    }
    for (const k of KNOWLEDGE_POINTS) {
      const path = new Set<number>([k.id]);
      for (let p = k.parentId; p !== null; p = byId.get(p)!.parentId) {
        expect(path.has(p), `cycle through ${k.id}`).toBe(false);
        path.add(p);
      }
    }
  });

  it('sort the children of every parent 1..n', () => {
    const sorts = new Map<string, number[]>();
    for (const k of KNOWLEDGE_POINTS) {
      const key = `${k.subjectId}/${k.parentId}`;
      sorts.set(key, [...(sorts.get(key) ?? []), k.sort]);
    }
    for (const [key, list] of sorts) {
      expect([...list].sort((a, b) => a - b), key).toEqual(list.map((_, i) => i + 1));
    }
  });

  it.each(SUBJECTS)('give subject %i a tree at least three levels deep with at least 60 points', (subjectId) => {
    const mine = KNOWLEDGE_POINTS.filter((k) => k.subjectId === subjectId);
    expect(mine.length).toBeGreaterThanOrEqual(60);
    expect(Math.max(...mine.map(depthOf))).toBeGreaterThanOrEqual(3);
    // Every top-level node leads somewhere: no lone strand without points.
    for (const root of mine.filter((k) => k.parentId === null)) {
      expect(mine.some((k) => k.parentId === root.id), root.name).toBe(true);
    }
  });

  it('keep every v1 point with its subject and name (questions, papers and schools refer to them)', () => {
    expect(V1.length).toBe(605);
    const lost = V1.filter((v) => byId.get(v.id)?.subjectId !== v.subjectId || byId.get(v.id)?.name !== v.name);
    expect(lost).toEqual([]);
  });

  it('number new points above the v1 maximum of their subject', () => {
    const v1Ids = new Set(V1.map((v) => v.id));
    for (const subjectId of SUBJECTS) {
      const v1Max = Math.max(...V1.filter((v) => v.subjectId === subjectId).map((v) => v.id));
      const added = KNOWLEDGE_POINTS.filter((k) => k.subjectId === subjectId && !v1Ids.has(k.id));
      expect(added.filter((k) => k.id <= v1Max).map((k) => k.id), `subject ${subjectId}`).toEqual([]);
    }
  });
});
