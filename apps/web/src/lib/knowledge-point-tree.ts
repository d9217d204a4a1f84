/** Knowledge points (flat, with parentId) as the nested nodes of an antd TreeSelect. */
export type TKnowledgePointLike = { kpId: number; name: string; parentId: number | null };
export type KnowledgePointNode = { value: number; title: string; children?: KnowledgePointNode[] };

export function knowledgePointTree(points: readonly TKnowledgePointLike[]): KnowledgePointNode[] {
  const ids = new Set(points.map((p) => p.kpId));
  const children = new Map<number | null, TKnowledgePointLike[]>();
  for (const p of points) {
    // A point whose parent is not in the list is shown at the top.
    const parent = p.parentId != null && ids.has(p.parentId) ? p.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), p]);
  }
  const build = (parent: number | null, seen: Set<number>): KnowledgePointNode[] =>
    (children.get(parent) ?? [])
      .filter((p) => !seen.has(p.kpId))
      .map((p) => {
        const next = new Set(seen).add(p.kpId);
        const kids = build(p.kpId, next);
        return kids.length ? { value: p.kpId, title: p.name, children: kids } : { value: p.kpId, title: p.name };
      });
  return build(null, new Set());
}
