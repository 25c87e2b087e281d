import { z } from 'zod';
import { LOCALES } from './enums';
import { requiredError } from './validation-messages';

export const USERNAME_PATTERN = /^[a-z0-9._]{3,50}$/;

export const usernameSchema = z
  .string(requiredError)
  .trim()
  .regex(USERNAME_PATTERN, { error: 'validation.username_format' });

/** At least 8 characters with a letter and a digit; capped so hashing cannot be abused. */
export const passwordSchema = z
  .string(requiredError)
  .min(8, { error: 'validation.password_rule' })
  .max(128, { error: 'validation.password_rule' })
  .regex(/\p{L}/u, { error: 'validation.password_rule' })
  .regex(/\d/, { error: 'validation.password_rule' });

export const fullNameSchema = z
  .string(requiredError)
  .trim()
  .min(1, { error: 'validation.full_name' })
  .max(100, { error: 'validation.full_name' });

export const emailSchema = z
  .string(requiredError)
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email' })
  .pipe(z.email({ error: 'validation.email' }));

export const phoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9 .-]{8,20}$/, { error: 'validation.phone' });

export const deviceIdSchema = z.string().trim().min(1).max(100, { error: 'validation.too_long' });

/** The push subscription (Web Push JSON, serialised) the spec calls fcm_token. */
export const fcmTokenSchema = z.string().max(4000, { error: 'validation.too_long' }).nullable();

export const userSchema = z.object({
  id: z.string(),
  ten_dang_nhap: z.string(),
  ho_ten: z.string(),
  email: z.string(),
  so_dien_thoai: z.string().nullable(),
  so_to_chuc_tham_gia: z.number().int(),
  /** The language the user chose last; push notifications are written in it. */
  ngon_ngu: z.enum(LOCALES),
});
export type User = z.infer<typeof userSchema>;

/** PUT tai-khoan/cap-nhat-ngon-ngu: the caller's language, set from the language toggle. */
export const updateLanguageRequestSchema = z.object({
  ngon_ngu: z.enum(LOCALES, { error: 'validation.language' }),
});
export type UpdateLanguageRequest = z.input<typeof updateLanguageRequestSchema>;

export const loginRequestSchema = z.object({
  ten_dang_nhap: z
    .string(requiredError)
    .trim()
    .min(1, { error: 'validation.required' })
    .max(50, { error: 'validation.username_format' }),
  mat_khau: z
    .string(requiredError)
    .min(1, { error: 'validation.required' })
    .max(128, { error: 'validation.password_rule' }),
  ghi_nho: z.boolean().optional().default(false),
  device_id: deviceIdSchema.nullish(),
  fcm_token: fcmTokenSchema.optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * What login and refresh answer in the body. The refresh token is not among it: the server sets it
 * as the HttpOnly `refresh-token` cookie, so no page script can read it (docs/security.md).
 */
export const refreshResponseSchema = z.object({ access_token: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const loginResponseSchema = refreshResponseSchema.extend({ device_id: z.string(), user: userSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  ten_dang_nhap: usernameSchema,
  mat_khau: passwordSchema,
  ho_ten: fullNameSchema,
  email: emailSchema,
  so_dien_thoai: phoneSchema.nullish(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** The token comes from the cookie; a body token (spec §7) is still accepted and must agree with it. */
export const refreshRequestSchema = z.object({
  refresh_token: z.string().min(1, { error: 'validation.required' }).max(200).optional(),
});

export const logoutRequestSchema = z.object({
  device_id: deviceIdSchema.nullish(),
  fcm_token: fcmTokenSchema.optional(),
});

export const updateDeviceRequestSchema = z.object({
  device_id: deviceIdSchema,
  fcm_token: fcmTokenSchema,
  organizations: z
    .array(z.uuid({ error: 'validation.uuid' }))
    .max(100)
    .default([]),
});
export type UpdateDeviceRequest = z.input<typeof updateDeviceRequestSchema>;

export const updateProfileRequestSchema = z
  .object({
    ho_ten: fullNameSchema,
    email: emailSchema,
    so_dien_thoai: phoneSchema.nullish().or(z.literal('').transform(() => null)),
    mat_khau_hien_tai: z.string().max(128).optional(),
    mat_khau_moi: passwordSchema.optional(),
  })
  .refine((v) => !v.mat_khau_moi || (v.mat_khau_hien_tai?.length ?? 0) > 0, {
    error: 'validation.current_password_required',
    path: ['mat_khau_hien_tai'],
  });
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;

export const vapidKeyResponseSchema = z.object({ public_key: z.string() });
