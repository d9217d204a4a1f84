/** The knowledge-point (知识点) trees are written nested, one file per subject, and flattened into rows here. */

/** One platform knowledge point as stored: id < 1,000,000 (subjectId × 1000 + n), sort = 1-based position under its parent. */
export type TKnowledgePointRef = { id: number; subjectId: number; parentId: number | null; name: string; sort: number };

/**
 * One node as written in the data: its id, its name and its children in order. The id is explicit and
 * permanent (questions, papers and school data refer to it), never derived from the node's position:
 * a node may move to another parent or place, and a new node takes the next id above the subject's
 * maximum. Parent and sort follow from where the node is written.
 */
export type TKpNode = readonly [id: number, name: string, children?: readonly TKpNode[]];

export function flattenTree(subjectId: number, roots: readonly TKpNode[]): TKnowledgePointRef[] {
  const rows: TKnowledgePointRef[] = [];
  const walk = (nodes: readonly TKpNode[], parentId: number | null): void => {
    nodes.forEach(([id, name, children], i) => {
      rows.push({ id, subjectId, parentId, name, sort: i + 1 });
      if (children) walk(children, id);
    });
  };
  walk(roots, null);
  return rows;
}
