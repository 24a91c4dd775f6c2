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
import { sql } from 'drizzle-orm';
import { concurrencyStamp, creationTime, tenantKey } from './columns.js';

export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    tenancyName: text('tenancy_name').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isDeleted: boolean('is_deleted').notNull().default(false),
    /**
     * Whether anonymous visitors may register in this tenant (Account/Register): off unless the tenant's admin
     * switches it on (TenantSettings); registrations wait inactive until an admin activates them.
     */
    isSelfRegistrationEnabled: boolean('is_self_registration_enabled').notNull().default(false),
    /** Whether a booking may still be paid online once its stay has ended (TenantSettings). */
    allowPaymentAfterStay: boolean('allow_payment_after_stay').notNull().default(false),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  // Deleted tenants keep their name reserved, so the index covers them too.
  (t) => [uniqueIndex('tenants_tenancy_name_ci_uq').on(sql`lower(${t.tenancyName})`)],
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
    /** The agent code of an agent (orders' UserCode, reservation links); null for staff who are not agents. */
    agentCode: text('agent_code'),
    /** A self-registered user nobody has activated yet: signing in says "awaiting activation" until then. */
    awaitingActivation: boolean('awaiting_activation').notNull().default(false),
    /** Changes on password change/reset, deactivation and role change; tokens carrying an older one are refused. */
    securityStamp: text('security_stamp')
      .notNull()
      .default(sql`gen_random_uuid()::text`),
    creationTime: creationTime(),
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    index('users_tenant_idx').on(t.tenantId),
    index('users_normalized_user_name_idx').on(t.normalizedUserName),
    // A deleted user's name and email may be taken again, as in ABP.
    uniqueIndex('users_tenant_user_name_uq')
      .on(tenantKey(t.tenantId), t.normalizedUserName)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex('users_tenant_email_uq')
      .on(tenantKey(t.tenantId), t.normalizedEmailAddress)
      .where(sql`${t.isDeleted} = false`),
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
    concurrencyStamp: concurrencyStamp(),
  },
  (t) => [
    index('roles_tenant_idx').on(t.tenantId),
    uniqueIndex('roles_tenant_name_uq').on(tenantKey(t.tenantId), t.normalizedName),
  ],
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
  (t) => [
    index('login_logs_tenant_time_idx').on(t.tenantId, t.creationTime),
    // A user's last successful sign-in (the users list shows it for every row of a page): one index probe
    // instead of a scan of every tenant's sign-ins, which grow with each one.
    index('login_logs_user_sign_in_idx')
      .on(t.userId, t.creationTime)
      .where(sql`${t.isSuccess}`),
  ],
);

export * from './securitySchema.js';
export * from './configSchema.js';
export * from './emailSchema.js';
export * from './customersSchema.js';
export * from './operationsSchema.js';
export * from './bankTransfersSchema.js';
export * from './productsSchema.js';
export * from './paymentsSchema.js';
