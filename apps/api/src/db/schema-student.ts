/**
 * Student accounts (the student page, docs/student.md): a student signs in with the school's code,
 * their 学号 and a password a teacher issued. Students have their own credential and token tables,
 * never the teachers' (`teacher`, `auth_token`), so a student token can reach no teacher route.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { student, teacher } from './schema.js';

/** A student's password (argon2id hash); a student without a row has no account yet (未开通). */
export const studentCredential = pgTable('student_credential', {
  studentId: integer('student_id').primaryKey().references(() => student.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  /** An issued (initial or reset) password: the student must change it before anything else. */
  mustChangePassword: boolean('must_change_password').notNull().default(true),
  /** The teacher who issued the current initial password (null after seeding or once changed by the student). */
  issuedBy: integer('issued_by').references(() => teacher.id, { onDelete: 'set null' }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A student's sign-in session. Only a SHA-256 of the token is stored. */
export const studentToken = pgTable('student_token', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  studentId: integer('student_id').notNull().references(() => student.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  ip: varchar('ip', { length: 64 }),
  userAgent: varchar('user_agent', { length: 300 }),
}, (t) => [uniqueIndex('student_token_hash_uq').on(t.tokenHash), index('student_token_student_idx').on(t.studentId)]);
