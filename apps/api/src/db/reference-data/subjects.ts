/** Platform subjects (spec section 9). School-defined subjects (ids above 18) are added per school. */
export const PLATFORM_SUBJECTS: readonly { id: number; name: string }[] = [
  { id: 9, name: '语文' },
  { id: 3, name: '数学' },
  { id: 6, name: '数学' },
  { id: 8, name: '英语' },
  { id: 12, name: '物理' },
  { id: 13, name: '化学' },
  { id: 14, name: '生物' },
  { id: 15, name: '政治' },
  { id: 16, name: '历史' },
  { id: 17, name: '地理' },
  { id: 18, name: '理综' },
  { id: 19, name: '文综' },
  { id: 29, name: '语文' },
  { id: 23, name: '数学' },
  { id: 28, name: '英语' },
];
