/** Table columns shared by the lists of work set for classes (vocabulary puts, writing tasks). */
import { Typography } from 'antd';
import { schoolTime } from '../lib/school-time';

type SetForClasses = { clazzes: { clazzName: string }[]; startAt: string; endAt: string };

/** 班级: the class names on one line, cut with a tooltip. */
export function clazzNamesColumn<T extends SetForClasses>(width: number) {
  return {
    title: '班级',
    key: 'clazzes',
    width,
    render: (_: unknown, r: T) => {
      const names = r.clazzes.map((c) => c.clazzName).join('、');
      return (
        <Typography.Text ellipsis={{ tooltip: names }} style={{ maxWidth: width - 10 }}>
          {names}
        </Typography.Text>
      );
    },
  };
}

/** 起止时间: start and end in the school's time, on two lines. */
export function timeRangeColumn<T extends SetForClasses>(width: number) {
  return {
    title: '起止时间',
    key: 'time',
    width,
    render: (_: unknown, r: T) => (
      <div className="vocab-time">
        <div>{schoolTime(r.startAt)}</div>
        <div>至 {schoolTime(r.endAt)}</div>
      </div>
    ),
  };
}
