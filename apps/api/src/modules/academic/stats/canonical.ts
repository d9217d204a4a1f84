/**
 * The engine's one row order: students by id. Reports are computed over the rows in this order, so
 * that nothing (the order of ties, the order floating-point sums are added in, the order of the
 * students listed) depends on the order the rows were stored or uploaded in. See docs/statistics.md,
 * "Row order".
 */

/** Row indices sorted by student id, or null when the rows already come in that order. */
export function idOrder(ids: ArrayLike<number>): Int32Array | null {
  let sorted = true;
  for (let i = 1; i < ids.length; i++) {
    if ((ids[i - 1] as number) > (ids[i] as number)) {
      sorted = false;
      break;
    }
  }
  if (sorted) return null;
  const perm = new Int32Array(ids.length);
  for (let i = 0; i < perm.length; i++) perm[i] = i;
  // Student ids are unique (checked by the callers), so this order has no ties.
  perm.sort((a, b) => (ids[a] as number) - (ids[b] as number));
  return perm;
}

/** The rows of a row-major matrix (`width` cells per row) in the order `perm`. */
export function permuteRows<T extends Float64Array | Uint8Array | Int32Array>(matrix: T, width: number, perm: Int32Array): T {
  const out = new (matrix.constructor as { new (n: number): T })(matrix.length);
  for (let k = 0; k < perm.length; k++) out.set(matrix.subarray((perm[k] as number) * width, ((perm[k] as number) + 1) * width), k * width);
  return out;
}

/** The same for a plain array. */
export function permuteList<T>(list: readonly T[], width: number, perm: Int32Array): T[] {
  const out: T[] = new Array<T>(list.length);
  for (let k = 0; k < perm.length; k++) {
    const from = (perm[k] as number) * width;
    for (let j = 0; j < width; j++) out[k * width + j] = list[from + j] as T;
  }
  return out;
}
