/** Instants shown as the school's wall-clock time, whatever the browser's time zone. */
import { schoolDateTime } from '@app/contract';

/** yyyy-MM-dd HH:mm of an instant in the school's time zone (the contract's rule, as the server writes it); '-' for none. */
export function schoolTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '-' : schoolDateTime(d);
}
