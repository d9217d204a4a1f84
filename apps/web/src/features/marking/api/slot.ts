import { http } from '../../../lib/http';
import type { TMarkingItem } from './types';

/** One of the teacher's own slots, opened again from the history (回评). */
export const fetchSlot = (slotId: number) => http.get<TMarkingItem>(`/marking/slot/${slotId}`);
