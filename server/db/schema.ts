import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const creationTime = () => timestamp('creation_time', { mode: 'date', precision: 3 }).notNull().defaultNow();

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    tenancyName: text('tenancy_name').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    creationTime: creationTime(),
  },
  (t) => [uniqueIndex('tenants_tenancy_name_uq').on(t.tenancyName)],
);

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    userName: text('user_name').notNull(),
    normalizedUserName: text('normalized_user_name').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    emailAddress: text('email_address').notNull(),
    normalizedEmailAddress: text('normalized_email_address').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    accessFailedCount: integer('access_failed_count').notNull().default(0),
    lockoutEnd: timestamp('lockout_end', { mode: 'date', precision: 3 }),
    language: text('language'),
    creationTime: creationTime(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId),
    index('users_normalized_user_name_idx').on(t.normalizedUserName),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => tenants.id),
    name: text('name').notNull(),
    normalizedName: text('normalized_name').notNull(),
    displayName: text('display_name').notNull(),
    description: text('description'),
    isStatic: boolean('is_static').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    creationTime: creationTime(),
  },
  (t) => [index('roles_tenant_idx').on(t.tenantId)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: integer('tenant_id'),
    tenancyName: text('tenancy_name'),
    userId: bigint('user_id', { mode: 'number' }),
    userNameOrEmailAddress: text('user_name_or_email_address').notNull(),
    clientIpAddress: text('client_ip_address'),
    browserInfo: text('browser_info'),
    result: text('result').notNull(),
    isSuccess: boolean('is_success').notNull(),
    creationTime: creationTime(),
  },
  (t) => [index('login_logs_tenant_time_idx').on(t.tenantId, t.creationTime)],
);
