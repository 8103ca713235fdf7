import { z } from 'zod';
import { EmailSchema, PASSWORD_MAX, UsernameSchema, accountMessages } from './accounts.ts';
import { PageQuerySchema } from './pagination.ts';

/** `currentPassword` is needed only when the e-mail changes (the server compares with the stored address). */
export const ProfileUpdateBodySchema = z
  .object({
    username: UsernameSchema,
    email: EmailSchema,
    currentPassword: z.string().max(PASSWORD_MAX, accountMessages.passwordTooLong).optional(),
  })
  .meta({ id: 'ProfileUpdateBody' });
export type ProfileUpdateBody = z.infer<typeof ProfileUpdateBodySchema>;

export const UserListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100).optional(),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const userMessages = {
  notFound: 'User not found',
  selfDeactivation: 'You cannot deactivate your own account',
} as const;

export const BULK_USERS_MAX = 500;

export const BulkUserIdsBodySchema = z
  .object({
    userIds: z
      .array(z.uuid('must be a user id'))
      .min(1, 'Select at least one user')
      .max(BULK_USERS_MAX, `At most ${BULK_USERS_MAX} users at once`),
  })
  .meta({ id: 'BulkUserIdsBody' });
export type BulkUserIdsBody = z.infer<typeof BulkUserIdsBodySchema>;

export const BulkUserResultSchema = z
  .object({ updated: z.number().int(), userIds: z.array(z.string()) })
  .meta({ id: 'BulkUserResult' });
export type BulkUserResult = z.infer<typeof BulkUserResultSchema>;
