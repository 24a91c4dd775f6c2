import { count } from 'drizzle-orm';
import { StaticRoleNames } from '../../src/api/permissions.js';
import { hashPassword } from '../abp/password.js';
import {
  createRole,
  createTenantWithAdmin,
  createUser,
  DEFAULT_PASSWORD,
  generatePassword,
  staticRoles,
} from '../services/tenantSetup.js';
import type { Db } from './client.js';
import { tenants } from './schema.js';
import { seedConfiguration } from './configSeed.js';
import { seedEmails } from './emailSeed.js';
import { seedOperations } from './operationsSeed.js';
import { seedEmailAccounts } from './emailAccountSeed.js';
import { seedProducts } from './productsSeed.js';

/** The demo tenants, in id order: Default is 1, then the seven regional tenants 2-8, then an inactive one. */
export const demoTenants = [
  { tenancyName: 'Default', name: 'Default', isActive: true },
  { tenancyName: 'albania', name: 'Albania', isActive: true },
  { tenancyName: 'serbia', name: 'Serbia', isActive: true },
  { tenancyName: 'northmacedonia', name: 'North Macedonia', isActive: true },
  { tenancyName: 'kosovo', name: 'Kosovo', isActive: true },
  { tenancyName: 'romania', name: 'Romania', isActive: true },
  { tenancyName: 'bosnia', name: 'Bosnia and Herzegovina', isActive: true },
  { tenancyName: 'germany', name: 'Germany', isActive: true },
  { tenancyName: 'archived', name: 'Archived', isActive: false },
] as const;

const staffNames: Record<string, [string, string]> = {
  agent: ['Ana', 'Agent'],
  finance: ['Filip', 'Finance'],
};

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(tenants);
  return (row?.n ?? 0) > 0;
}

/** A fresh installation without demo data: only the host `admin` (Admin role, every host permission). */
export async function seedHostAdmin(
  db: Db,
  password?: string,
): Promise<{ password: string; generated: boolean }> {
  const chosen = password ?? generatePassword();
  const [hostAdminRole] = await Promise.all(staticRoles(true).map((seed) => createRole(db, null, seed)));
  await createUser(db, null, {
    userName: 'admin',
    name: 'Host',
    surname: 'Admin',
    emailAddress: 'admin@localhost.test',
    passwordHash: await hashPassword(chosen),
    roleIds: hostAdminRole ? [hostAdminRole.id] : [],
  });
  return { password: chosen, generated: password === undefined };
}

/**
 * Inserts the demo data into an empty, migrated database. Every demo account's password is 123qwe. The
 * tenants' configuration (currencies, bank accounts, providers...) and operations (orders, payments, bank
 * transfers, customers; reservation links when `secret`, the server's, signs them) come too unless
 * `configuration` is false (for databases migrated only up to the identity tables). Each tenant's default e-mail
 * account sends to the SMTP catcher on `smtpCatcherPort` (2525 unless stated).
 */
export async function seedDemoData(
  db: Db,
  options: { configuration?: boolean; secret?: string; smtpCatcherPort?: number } = {},
): Promise<void> {
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const [hostAdminRole] = await Promise.all(staticRoles(true).map((seed) => createRole(db, null, seed)));
  await createUser(db, null, {
    userName: 'admin',
    name: 'Host',
    surname: 'Admin',
    emailAddress: 'admin@clientcare.test',
    passwordHash,
    roleIds: hostAdminRole ? [hostAdminRole.id] : [],
  });
  const active: { id: number; tenancyName: string; name: string }[] = [];
  for (const t of demoTenants) {
    const domain = `${t.tenancyName.toLowerCase()}.clientcare.test`;
    const { tenant, roles } = await createTenantWithAdmin(db, {
      ...t,
      adminEmailAddress: `admin@${domain}`,
      adminPasswordHash: passwordHash,
    });
    if (!tenant.isActive) continue;
    active.push(tenant);
    for (const [userName, roleName] of [
      ['agent', StaticRoleNames.Agent],
      ['finance', StaticRoleNames.Finance],
    ] as const) {
      const [name, surname] = staffNames[userName] ?? [userName, userName];
      const role = roles.find((r) => r.name === roleName);
      await createUser(db, tenant.id, {
        userName,
        name,
        surname,
        emailAddress: `${userName}@${domain}`,
        passwordHash,
        roleIds: role ? [role.id] : [],
      });
    }
  }
  if (options.configuration !== false) {
    await seedConfiguration(db, active);
    await seedEmails(db, active);
    await seedEmailAccounts(db, active, options.smtpCatcherPort ?? 2525);
    await seedOperations(db, active, { secret: options.secret });
    await seedProducts(db, active);
  }
}
