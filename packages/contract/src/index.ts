export * from './constants.js';
export * from './errors.js';
export * from './api-hosts.js';
export * from './permissions.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/base.js';
export * from './schemas/notice.js';
export * from './schemas/academic.js';
export * from './schemas/academic-report.js';
export * from './schemas/marking.js';
export * from './schemas/scan-progress.js';
export * from './schemas/paper.js';
export * from './schemas/admin.js';
export * from './schemas/label.js';
export * from './schemas/teaching.js';
export * from './schemas/student.js';
export * from './schemas/school-paper.js';
export * from './schemas/course.js';
export * from './schemas/paper-personal.js';
export * from './paper-rules.js';
export * from './school-day.js';
export * from './report-format.js';

import { z } from 'zod';
// Default zod messages in Simplified Chinese, for any rule without its own message.
z.config(z.locales.zhCN());
export * from './schemas/joint.js';
