import { Tag } from 'antd';
import type { TJointSchoolRef } from '@app/contract';

/** A school as the API names it (already anonymised for the viewer), the viewer's own marked 本校. */
export function SchoolName({ school }: { school: Pick<TJointSchoolRef, 'schoolName' | 'mine'> }) {
  return (
    <span className="joint-school">
      {school.schoolName}
      {school.mine && (
        <Tag color="blue" className="joint-mine-tag">
          本校
        </Tag>
      )}
    </span>
  );
}

/** The viewer's own school's rows stand out in every table. */
export const mineRowClass = (r: { mine: boolean }): string => (r.mine ? 'row-current' : '');
