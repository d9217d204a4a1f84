/** Every /joint query's key starts here (lists, a joint exam, its papers, the district's schools). */
export const JOINT_KEY = ['joint'] as const;
export const JOINTS_KEY = [...JOINT_KEY, 'list'] as const;
export const jointKey = (jointId: number) => [...JOINT_KEY, 'detail', jointId] as const;
export const jointPaperKey = (jointId: number, subjectId: number) => [...JOINT_KEY, 'paper', jointId, subjectId] as const;
export const SCHOOL_OPTIONS_KEY = [...JOINT_KEY, 'school-options'] as const;
