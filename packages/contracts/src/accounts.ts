import { z } from 'zod';
import { RoleSchema } from './enums.ts';

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const LOGIN_USERNAME_MIN = 3;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export const accountMessages = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 4 characters',
  usernameTooLong: 'Username must be no more than 20 characters',
  usernameCharacters: 'Username can only contain letters, numbers, and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
  termsRequired: 'You must accept the terms and conditions',
  loginUsernameTooShort: 'Username must be at least 3 characters',
  loginPasswordTooShort: 'Password must be at least 8 characters',
  resetTokenMissing: 'Invalid or missing reset token',
  passwordTooLong: 'Password must be no more than 128 characters',
  currentPasswordRequired: 'Enter your current password to change your e-mail address',
  currentPasswordWrong: 'Current password is incorrect',
} as const;

/** What sign-up, sign-in, session rotation and password reset answer when they refuse. */
export const authMessages = {
  badCredentials: 'Invalid username or password',
  inactive: 'Account is deactivated',
  invalidRefresh: 'Invalid or expired refresh token',
  invalidReset: 'Invalid or expired reset token',
  usernameTaken: 'Username already taken',
  emailTaken: 'Email already in use',
  tooManyLogins: 'Too many failed login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  wrongCurrentPassword: accountMessages.currentPasswordWrong,
} as const;

/** Longest address accepted (RFC 5321: 64 + 1 + 255): checked, and aborting, before the shape is. */
export const EMAIL_MAX = 320;

/**
 * The address shape the forms have always asked for (`local@domain.tld`: no spaces, one '@', a dot
 * inside the domain), checked in one pass. A regular expression of that shape backtracks
 * quadratically on long inputs ("a@" followed by 300,000 dots took about a minute).
 */
export function isEmailAddress(text: string): boolean {
  const at = text.indexOf('@');
  if (at < 1 || text.indexOf('@', at + 1) !== -1 || /\s/.test(text)) {
    return false;
  }
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot !== -1 && dot < domain.length - 1;
}

/** What a password still lacks, in the order the registration form lists them. */
export function missingPasswordRequirements(password: string): string[] {
  const missing: string[] = [];
  if (password.length < PASSWORD_MIN) {
    missing.push('at least 8 characters');
  }
  if (!/[A-Z]/.test(password)) {
    missing.push('one uppercase letter');
  }
  if (!/[a-z]/.test(password)) {
    missing.push('one lowercase letter');
  }
  if (!/[0-9]/.test(password)) {
    missing.push('one number');
  }
  if (!Array.from(password).some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character))) {
    missing.push('one special character');
  }
  return missing;
}

export const UsernameSchema = z
  .string({ error: accountMessages.usernameRequired })
  .trim()
  .min(1, accountMessages.usernameRequired)
  .min(USERNAME_MIN, accountMessages.usernameTooShort)
  .max(USERNAME_MAX, { error: accountMessages.usernameTooLong, abort: true })
  .regex(/^[A-Za-z0-9_]+$/, accountMessages.usernameCharacters);

export const EmailSchema = z
  .string({ error: accountMessages.emailRequired })
  .trim()
  .min(1, accountMessages.emailRequired)
  .max(EMAIL_MAX, { error: accountMessages.emailInvalid, abort: true })
  .refine(isEmailAddress, accountMessages.emailInvalid);

export const NewPasswordSchema = z
  .string({ error: accountMessages.passwordRequired })
  .min(1, accountMessages.passwordRequired)
  .max(PASSWORD_MAX, accountMessages.passwordTooLong)
  .superRefine((password, ctx) => {
    const missing = missingPasswordRequirements(password);
    if (missing.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Password must contain: ${missing.join(', ')}` });
    }
  });

export const RegisterBodySchema = z
  .object({ username: UsernameSchema, email: EmailSchema, password: NewPasswordSchema })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The registration form adds confirmation and terms to the wire body. */
export const RegisterFormSchema = RegisterBodySchema.extend({
  confirmPassword: z.string().min(1, accountMessages.confirmRequired),
  acceptTerms: z.boolean().refine((accepted) => accepted, accountMessages.termsRequired),
}).refine((form) => form.password === form.confirmPassword, {
  error: accountMessages.passwordsDiffer,
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterFormSchema>;

export const LoginBodySchema = z
  .object({
    username: z
      .string({ error: accountMessages.usernameRequired })
      .trim()
      .min(1, accountMessages.usernameRequired)
      .min(LOGIN_USERNAME_MIN, accountMessages.loginUsernameTooShort)
      .max(320, accountMessages.emailInvalid),
    password: z
      .string({ error: accountMessages.passwordRequired })
      .min(1, accountMessages.passwordRequired)
      .min(PASSWORD_MIN, accountMessages.loginPasswordTooShort)
      .max(PASSWORD_MAX, accountMessages.passwordTooLong),
  })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenPairSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number().int() })
  .meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof TokenPairSchema>;

export const RefreshBodySchema = z.object({ refreshToken: z.string().min(1).max(200) }).meta({ id: 'RefreshBody' });
export type RefreshBody = z.infer<typeof RefreshBodySchema>;

export const ForgotPasswordBodySchema = z.object({ email: EmailSchema }).meta({ id: 'ForgotPasswordBody' });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBodySchema>;

export const ResetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: accountMessages.resetTokenMissing })
      .trim()
      .min(1, accountMessages.resetTokenMissing)
      .max(200),
    newPassword: NewPasswordSchema,
  })
  .meta({ id: 'ResetPasswordBody' });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ResetPasswordFormSchema = ResetPasswordBodySchema.extend({
  confirmPassword: z.string().min(1, accountMessages.confirmRequired),
}).refine((form) => form.newPassword === form.confirmPassword, {
  error: accountMessages.passwordsDiffer,
  path: ['confirmPassword'],
});

export const UserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    roles: z.array(RoleSchema),
    isActive: z.boolean(),
    createdAt: z.string(),
    lastLoginDate: z.string().nullable(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message' });
