/**
 * The wrong-question basket (错题重练): questions chosen on the list page, kept in sessionStorage so
 * they survive moving to the basket page and back, and a reload. A basket belongs to one class.
 */
import { useCallback, useSyncExternalStore } from 'react';

export type BasketItem = {
  examId: number;
  questionId: number;
  examName: string;
  examDate: string;
  questionNo: string;
  fullScore: number;
  clazzRate: number;
  wrongCount: number;
  knowledgePoints: string[];
};
export type Basket = { clazzId: number | null; clazzName: string; subjectId: number | null; items: BasketItem[] };

const KEY = 'academic.wrongtopic.basket';
const EMPTY: Basket = { clazzId: null, clazzName: '', subjectId: null, items: [] };
export const MAX_BASKET = 50;
export const itemKey = (i: { examId: number; questionId: number }) => `${i.examId}-${i.questionId}`;

let cached: { raw: string | null; value: Basket } = { raw: null, value: EMPTY };
const listeners = new Set<() => void>();

function read(): Basket {
  const raw = sessionStorage.getItem(KEY);
  if (raw === cached.raw) return cached.value;
  let value = EMPTY;
  try {
    const v: unknown = JSON.parse(raw ?? 'null');
    if (v && typeof v === 'object' && 'items' in v && Array.isArray(v.items)) value = v as Basket;
  } catch {
    // A damaged entry is an empty basket.
  }
  cached = { raw, value };
  return value;
}

export function writeBasket(b: Basket): void {
  sessionStorage.setItem(KEY, JSON.stringify(b));
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useBasket(): [Basket, (b: Basket) => void] {
  const basket = useSyncExternalStore(subscribe, read, () => EMPTY);
  const set = useCallback((b: Basket) => writeBasket(b), []);
  return [basket, set];
}
