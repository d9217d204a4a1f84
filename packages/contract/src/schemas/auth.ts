import { z } from 'zod';

export const ZLoginBody = z.object({
  account: z.string({ error: '请输入账号' }).trim().min(1, { error: '请输入账号' }).max(64, { error: '账号最长64个字符' }),
  password: z.string({ error: '请输入密码' }).min(1, { error: '请输入密码' }).max(128, { error: '密码最长128个字符' }),
  /** 1: teacher login page, 2: school-branded login page, 3: all-subject login. */
  schoolType: z.coerce.number({ error: '登录类型必须是数字' }).int().min(1, { error: '登录类型只能是1、2或3' }).max(3, { error: '登录类型只能是1、2或3' }).default(1),
  /** The school's domain on the school-branded login page. */
  domainName: z.string().max(255).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZLoginResult = z.object({ loginToken: z.string(), expiresAt: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

export const ZSchoolLogoQuery = z.object({
  domainName: z.string({ error: '请提供学校域名domainName' }).trim().min(1, { error: '请提供学校域名domainName' }).max(255),
});
export const ZSchoolLogo = z.object({
  schoolId: z.number().int(),
  schoolName: z.string(),
  schoolLogo: z.string(),
  schoolBrand: z.string(),
  isSchoolCustomize: z.number().int(),
});
export type TSchoolLogo = z.infer<typeof ZSchoolLogo>;

export const ZChangePasswordBody = z
  .object({
    oldPassword: z.string({ error: '请输入原密码' }).min(1, { error: '请输入原密码' }).max(128),
    newPassword: z
      .string({ error: '请输入新密码' })
      .min(8, { error: '新密码至少8位' })
      .max(64, { error: '新密码最长64位' })
      .regex(/[A-Za-z]/, { error: '新密码须同时包含字母和数字' })
      .regex(/[0-9]/, { error: '新密码须同时包含字母和数字' }),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { error: '新密码不能与原密码相同', path: ['newPassword'] });
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;
