/** Reordering the basket: the flat order of question ids as the basket shows them (groups by type). */

export type OrderGroup = { topicIds: readonly number[] };

export function flatOrder(groups: readonly OrderGroup[]): number[] {
  return groups.flatMap((g) => [...g.topicIds]);
}

/** Moves a question one place up (-1) or down (+1) inside its group; null when it cannot move. */
export function moveTopic(groups: readonly OrderGroup[], topicId: number, delta: -1 | 1): number[] | null {
  const next = groups.map((g) => [...g.topicIds]);
  const g = next.find((ids) => ids.includes(topicId));
  if (!g) return null;
  const i = g.indexOf(topicId);
  const j = i + delta;
  if (j < 0 || j >= g.length) return null;
  [g[i], g[j]] = [g[j]!, g[i]!];
  return next.flat();
}

/** Moves a whole type group one place up or down; null when it cannot move. */
export function moveGroup(groups: readonly OrderGroup[], index: number, delta: -1 | 1): number[] | null {
  const j = index + delta;
  if (index < 0 || index >= groups.length || j < 0 || j >= groups.length) return null;
  const next = groups.map((g) => [...g.topicIds]);
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next.flat();
}

/** Drops `dragged` onto the place of `target` in the same group; null across groups or onto itself. */
export function dropTopic(groups: readonly OrderGroup[], dragged: number, target: number): number[] | null {
  if (dragged === target) return null;
  const next = groups.map((g) => [...g.topicIds]);
  const g = next.find((ids) => ids.includes(dragged));
  if (!g || !g.includes(target)) return null;
  const from = g.indexOf(dragged);
  const to = g.indexOf(target);
  g.splice(from, 1);
  g.splice(to, 0, dragged);
  return next.flat();
}
