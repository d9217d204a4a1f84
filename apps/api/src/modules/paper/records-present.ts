/** The two readings of a paper record's status (spec section 4) as the presenters use them. */
import { testRecordListStatus, testRecordStatusClass, testRecordStatusText } from '@app/contract';

/** Text of a stored status in the test-records list's reading. */
export const listStatusText = (stored: number) => testRecordStatusText(testRecordListStatus(stored));
export const listStatusClass = (stored: number) => testRecordStatusClass(testRecordListStatus(stored));
