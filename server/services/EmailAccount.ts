import { and, eq, ne } from 'drizzle-orm';
import { Permissions } from '../../src/api/permissions.js';
import {
  createEmailAccountDto,
  emailAccountDto,
  getEmailAccountsInput,
  updateEmailAccountDto,
  type TlsMode,
} from '../../src/api/schemas/emailAccount.js';
import { emailAccounts } from '../db/schema.js';
import { crudService, filter, folded, renewedStamp, type UniqueIndexes } from '../abp/crud/index.js';
import { fieldError, UserFriendlyError } from '../abp/errors.js';
import { sealSecret, secretHint } from '../abp/secrets.js';
import type { ServiceContext, ServiceDefinition } from '../abp/service.js';
import { caughtMessageOperations } from './emailCatcherOperations.js';
import { given, hasCredentials, inCallerTenant, isoTime } from './configRules.js';
import { sendTestMessage } from './emailTestMessage.js';
import { requireSecretForNewDestination, smtpDestination } from './keptSecretRules.js';

const t = emailAccounts;

/** Every column but the sealed password, which never leaves the database on a read. */
const select = {
  columns: {
    id: t.id,
    concurrencyStamp: t.concurrencyStamp,
    tenantId: t.tenantId,
    host: t.host,
    port: t.port,
    tlsMode: t.tlsMode,
    userName: t.userName,
    hasPassword: hasCredentials(t.passwordSealed),
    passwordHint: t.passwordHint,
    fromAddress: t.fromAddress,
    fromName: t.fromName,
    isDefault: t.isDefault,
    isActive: t.isActive,
    lastTestTime: t.lastTestTime,
    lastTestSucceeded: t.lastTestSucceeded,
    creationTime: t.creationTime,
  },
};

type Row = Omit<typeof t.$inferSelect, 'passwordSealed'> & { hasPassword: boolean };

const unique: UniqueIndexes<{ fromAddress: string }> = {
  email_accounts_from_address_uq: {
    field: 'fromAddress',
    message: 'EmailFromAddressIsTaken',
    value: (i) => i.fromAddress.trim(),
  },
};

interface AccountInput {
  userName: string | null;
  password: string | null;
  clearPassword?: boolean;
}

/**
 * The user name and password columns a write sets. A password is sealed with a masked hint beside it, and
 * needs a user name; without a user name the account sends without authentication and keeps no password.
 */
function credentialColumns(ctx: ServiceContext, input: AccountInput) {
  const userName = input.userName?.trim() || null;
  if (input.password !== null && !userName) throw fieldError(['userName'], 'EmailUserNameRequired');
  if (!userName) return { userName, passwordSealed: null, passwordHint: null };
  if (input.password !== null)
    return {
      userName,
      passwordSealed: sealSecret(ctx.deps.secret, input.password),
      passwordHint: secretHint(input.password),
    };
  if (input.clearPassword) return { userName, passwordSealed: null, passwordHint: null };
  return { userName };
}

/** An update that keeps the stored password may not change where it goes (issue 26): 400 on `password`. */
function checkKeptPassword(
  input: AccountInput & Parameters<typeof smtpDestination>[0],
  row: Parameters<typeof smtpDestination>[0] & { passwordSealed: string | null },
) {
  requireSecretForNewDestination({
    stored: smtpDestination(row),
    asked: smtpDestination(input),
    keepsSecret:
      !!row.passwordSealed && input.password === null && !input.clearPassword && !!input.userName?.trim(),
    member: 'password',
    message: 'EmailPasswordRequiredForNewServer',
  });
}

/** The caller tenant's accounts other than `id` stop being the default (one default per tenant). */
async function unsetOtherDefaults(ctx: ServiceContext, id = 0) {
  await ctx.db
    .update(t)
    .set({ isDefault: false, concurrencyStamp: renewedStamp() })
    .where(and(inCallerTenant(ctx, t.tenantId), eq(t.isDefault, true), ne(t.id, id)));
}

async function hasDefault(ctx: ServiceContext) {
  const [row] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(inCallerTenant(ctx, t.tenantId), eq(t.isDefault, true)))
    .limit(1);
  return !!row;
}

const common = (input: {
  host: string;
  port: number;
  tlsMode: TlsMode;
  fromAddress: string;
  fromName: string | null;
}) => ({
  host: input.host,
  port: input.port,
  tlsMode: input.tlsMode,
  fromAddress: input.fromAddress.trim(),
  fromName: input.fromName?.trim() || null,
});

/**
 * A tenant's SMTP accounts (spec §7: the five operations under Pages.Email.EmailAccounts), plus
 * SendTestMessage, which really sends through the account, and the host's view of the SMTP catcher.
 * - The password is write-only: sealed at rest, answered as `hasPassword` and a masked hint, never logged.
 * - One default per tenant: the first account becomes it by itself; making another the default moves it; the
 *   default stays active, cannot be unset, and cannot be deleted while the tenant has other accounts.
 */
const crud = crudService({
  name: 'EmailAccount',
  table: t,
  permission: Permissions.EmailAccounts,
  select,
  toDto: (row: Row) => ({
    id: row.id,
    concurrencyStamp: row.concurrencyStamp,
    host: row.host,
    port: row.port,
    tlsMode: row.tlsMode as TlsMode,
    userName: row.userName,
    hasPassword: row.hasPassword,
    passwordHint: row.passwordHint,
    fromAddress: row.fromAddress,
    fromName: row.fromName,
    isDefault: row.isDefault,
    isActive: row.isActive,
    lastTestTime: row.lastTestTime ? isoTime(row.lastTestTime) : null,
    lastTestSucceeded: row.lastTestSucceeded,
    creationTime: isoTime(row.creationTime),
  }),
  dto: emailAccountDto,
  getAll: {
    input: getEmailAccountsInput,
    sorting: {
      id: t.id,
      fromAddress: folded(t.fromAddress),
      fromName: folded(t.fromName),
      host: t.host,
      port: t.port,
      tlsMode: t.tlsMode,
      userName: folded(t.userName),
      isDefault: t.isDefault,
      isActive: t.isActive,
      lastTestTime: t.lastTestTime,
      creationTime: t.creationTime,
    },
    defaultSorting: 'isDefault desc, fromAddress',
    keyword: [t.fromAddress, t.fromName, t.host, t.userName],
    filters: [
      filter.bool('isActive', t.isActive),
      filter.bool('isDefault', t.isDefault),
      filter.exact('tlsMode', t.tlsMode),
    ],
  },
  unique,
  create: {
    input: createEmailAccountDto,
    values: async (input, tx) => {
      const makeDefault = input.isDefault === true || !(await hasDefault(tx));
      if (makeDefault && input.isActive === false)
        throw fieldError(['isActive'], 'DefaultEmailAccountMustBeActive');
      const credentials = credentialColumns(tx, input);
      if (makeDefault) await unsetOtherDefaults(tx);
      return {
        ...common(input),
        ...credentials,
        isDefault: makeDefault,
        isActive: makeDefault ? true : (input.isActive ?? true),
      };
    },
  },
  update: {
    input: updateEmailAccountDto,
    values: async (input, row, tx) => {
      const isActive = given(input.isActive, row.isActive);
      if (row.isDefault && input.isDefault === false)
        throw fieldError(['isDefault'], 'DefaultEmailAccountCannotBeUnset');
      const isDefault = row.isDefault || input.isDefault === true;
      if (isDefault && !isActive) throw fieldError(['isActive'], 'DefaultEmailAccountMustBeActive');
      checkKeptPassword(input, row);
      const credentials = credentialColumns(tx, input);
      if (isDefault && !row.isDefault) await unsetOtherDefaults(tx, row.id);
      return { ...common(input), ...credentials, isDefault, isActive };
    },
  },
  remove: {
    before: async (row, tx) => {
      if (!row.isDefault) return;
      const [other] = await tx.db
        .select({ id: t.id })
        .from(t)
        .where(and(inCallerTenant(tx, t.tenantId), ne(t.id, row.id)))
        .limit(1);
      if (other) throw new UserFriendlyError({ key: 'DefaultEmailAccountCannotBeDeleted' });
    },
  },
});

export const emailAccountService: ServiceDefinition = {
  ...crud,
  hostMayEnterTenant: true,
  operations: {
    ...crud.operations,
    SendTestMessage: sendTestMessage(crud),
    ...caughtMessageOperations,
  },
};
