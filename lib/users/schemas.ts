import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from './password.ts';

export const newPassword = z.string().min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters.`).max(1024, 'At most 1,024 characters.');

export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, 'Enter your current password.').max(1024),
  newPassword,
});
export type ChangePasswordInput = z.output<typeof changePasswordInput>;
