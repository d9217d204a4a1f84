/** Realistic Chinese names for the demo school: common surnames weighted by frequency. */
import type { Rng } from './random.js';

const SURNAMES_COMMON = ['王', '李', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何', '高', '林', '罗'];
const SURNAMES_OTHER = [
  '郑', '梁', '谢', '宋', '唐', '许', '韩', '冯', '邓', '曹', '彭', '曾', '肖', '田', '董', '袁', '潘', '于', '蒋', '蔡',
  '余', '杜', '叶', '程', '苏', '魏', '吕', '丁', '任', '沈', '姚', '卢', '姜', '崔', '钟', '谭', '陆', '汪', '范', '金',
  '石', '廖', '贾', '夏', '韦', '付', '方', '白', '邹', '孟', '熊', '秦', '邱', '江', '尹', '薛', '闫', '段', '雷', '侯',
  '龙', '史', '陶', '黎', '贺', '顾', '毛', '郝', '龚', '邵', '万', '钱', '严', '覃', '武', '戴', '莫', '孔', '向', '汤',
];
const MALE_CHARS = ['浩', '宇', '轩', '然', '子', '博', '文', '俊', '杰', '涛', '明', '辰', '磊', '睿', '泽', '晨', '阳', '鹏', '航', '昊', '天', '一', '凯', '嘉', '志', '伟', '强', '峰', '旭', '瑞', '逸', '铭', '煜', '哲', '宏', '诚', '子墨', '思远', '梓豪', '皓'];
const FEMALE_CHARS = ['欣', '怡', '梓', '涵', '雨', '萱', '诗', '琪', '婷', '佳', '悦', '可', '馨', '彤', '静', '雪', '妍', '思', '颖', '晓', '玥', '琳', '若', '曦', '语', '桐', '媛', '嘉', '宁', '瑶', '一诺', '子涵', '雨桐', '欣怡', '梦', '蕾'];

export function surname(rng: Rng): string {
  return rng.next() < 0.55 ? rng.pick(SURNAMES_COMMON) : rng.pick(SURNAMES_OTHER);
}

/** A full name; gender 1 male, 2 female. Two-character given names are more common than one. */
export function personName(rng: Rng, gender: 1 | 2): string {
  const chars = gender === 1 ? MALE_CHARS : FEMALE_CHARS;
  const first = rng.pick(chars);
  if (first.length === 2 || rng.next() < 0.3) return surname(rng) + first;
  let second = rng.pick(chars);
  while (second === first || second.length === 2) second = rng.pick(chars);
  return surname(rng) + first + second;
}
