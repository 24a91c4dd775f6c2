import type { Db } from './client.js';
import { emailAccounts } from './schema.js';

/**
 * The demo e-mail accounts: the host and every demo tenant send through the SMTP catcher on this machine
 * (127.0.0.1, no TLS, no password), so "Send test message" works on a fresh demo. Serbia also has a real
 * provider's account, switched off until someone enters its password.
 */
export async function seedEmailAccounts(
  db: Db,
  tenants: { id: number; tenancyName: string; name: string }[],
  catcherPort: number,
) {
  const catcher = { host: '127.0.0.1', port: catcherPort, tlsMode: 'none', isDefault: true } as const;
  await db.insert(emailAccounts).values([
    { ...catcher, tenantId: null, fromAddress: 'noreply@clientcare.test', fromName: 'Client Care' },
    ...tenants.map((t) => ({
      ...catcher,
      tenantId: t.id,
      fromAddress: `noreply@${t.tenancyName.toLowerCase()}.clientcare.test`,
      fromName: `Client Care ${t.name}`,
    })),
  ]);
  const serbia = tenants.find((t) => t.tenancyName === 'serbia');
  if (serbia)
    await db.insert(emailAccounts).values({
      tenantId: serbia.id,
      host: 'smtp.eu.mailgun.org',
      port: 587,
      tlsMode: 'starttls',
      userName: 'postmaster@mg.serbia.clientcare.test',
      fromAddress: 'rezervacije@serbia.clientcare.test',
      fromName: 'Client Care Srbija',
      isActive: false,
    });
}
