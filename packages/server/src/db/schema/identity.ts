import { index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

/**
 * A sign-in identity. `uid` is the identity provider's id (the server's own
 * provider or Firebase); `password_hash` is null for Firebase accounts.
 */
export const accounts = pgTable('accounts', {
  uid: text('uid').primaryKey(),
  email: text('email').notNull().unique(),
  password_hash: text('password_hash'),
  role: text('role').notNull().default('customer'),
  created_at: createdAt(),
});

/**
 * Rotating refresh tokens. Each rotation keeps the `family`: a used token
 * presented again revokes the whole family (token theft).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    refresh_token_id: serial('refresh_token_id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    family: text('family').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    revoked_at: instant('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [index('refresh_tokens_uid_idx').on(t.uid), index('refresh_tokens_family_idx').on(t.family)],
);

/** One-time password reset tokens, stored hashed. */
export const passwordResets = pgTable(
  'password_resets',
  {
    token_hash: text('token_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => accounts.uid, { onDelete: 'cascade' }),
    expires_at: instant('expires_at').notNull(),
    used_at: instant('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('password_resets_uid_idx').on(t.uid)],
);
