import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { z } from 'zod';
import type { emailAccountDto } from '../../../src/api/schemas/emailAccount.js';
import { isRefusedAddress, ipv4Literal } from '../../../server/net/addresses.js';
import { OutboundRefusedError, vetDestination, type Lookup } from '../../../server/net/outbound.js';
import { app, createTestApp } from '../helpers.js';
import { callerFor, items, rejection, SERBIA, type Caller } from './helpers.js';

type AccountDto = z.infer<typeof emailAccountDto>;
const S = 'EmailAccount';
const policy = (allow: string[] = []) => ({ allow, timeoutMs: 1_000 });
const dnsAnswer =
  (...addresses: string[]): Lookup =>
  async () =>
    addresses.map((address) => ({ address }));

/** Sends a test through the Serbian default account pointed at host:port (no sign-in, no TLS). */
async function testSendTo(admin: Caller, host: string, port: number, culture = 'en') {
  const [main] = items(await admin.getAll<AccountDto>(S, { IsDefault: true }));
  return admin.call({
    method: 'POST',
    url: app(`${S}/SendTestMessage`),
    culture,
    body: { id: main!.id, to: 'ana@example.com', host, port, tlsMode: 'none', userName: null },
  });
}

/** A TCP service on a random local port that greets with a banner no SMTP client understands. */
async function bannerService(banner: string) {
  const server = createServer((socket) => socket.end(banner));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

async function closedPort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('Outbound destinations (SSRF)', { timeout: 60_000 }, () => {
  it('reads every IPv4 spelling the C library accepts', () => {
    expect(ipv4Literal('2130706433')).toBe('127.0.0.1');
    expect(ipv4Literal('0x7f.1')).toBe('127.0.0.1');
    expect(ipv4Literal('0177.0.0.1')).toBe('127.0.0.1');
    expect(ipv4Literal('127.1')).toBe('127.0.0.1');
    expect(ipv4Literal('0xa9fea9fe')).toBe('169.254.169.254');
    expect(ipv4Literal('smtp.example.com')).toBeNull();
    expect(ipv4Literal('256.1.1.1')).toBeNull();
  });

  it('refuses loopback, private, link-local, unique-local, CGNAT, multicast, reserved and mapped addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      '64:ff9b::7f00:1',
    ])
      expect(isRefusedAddress(address), address).toBe(true);
    for (const address of ['93.184.215.14', '2606:4700::6810:84e5', '::ffff:5db8:d70e'])
      expect(isRefusedAddress(address), address).toBe(false);
  });

  it('checks every address a name resolves to, pins the vetted one, and admits the allow-list', async () => {
    await expect(vetDestination(policy(), 'localhost', 25)).rejects.toBeInstanceOf(OutboundRefusedError);
    for (const host of ['2130706433', '0x7f.1', '::1', '[::ffff:127.0.0.1]', '169.254.169.254'])
      await expect(vetDestination(policy(), host, 25), host).rejects.toBeInstanceOf(OutboundRefusedError);
    // One private address among public ones is enough to refuse the name (DNS rebinding, split answers).
    const mixed = dnsAnswer('93.184.215.14', '10.0.0.5');
    await expect(vetDestination(policy(), 'mail.example.com', 25, mixed)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect(await vetDestination(policy(), 'mail.example.com', 465, dnsAnswer('93.184.215.14'))).toEqual({
      address: '93.184.215.14',
      port: 465,
      servername: 'mail.example.com',
    });
    // Allowed: an address with its port (the SMTP catcher), a CIDR range, a host name.
    expect((await vetDestination(policy(['127.0.0.1:2525']), '127.0.0.1', 2525)).address).toBe('127.0.0.1');
    await expect(vetDestination(policy(['127.0.0.1:2525']), '127.0.0.1', 25)).rejects.toBeInstanceOf(
      OutboundRefusedError,
    );
    expect((await vetDestination(policy(['10.1.0.0/16']), 'relay', 25, dnsAnswer('10.1.2.3'))).address).toBe(
      '10.1.2.3',
    );
    expect(
      (await vetDestination(policy(['relay.internal']), 'relay.internal', 25, dnsAnswer('10.9.9.9'))).address,
    ).toBe('10.9.9.9');
  });

  it('refuses a test message to the server itself, in every spelling, with a translated 400 on host', async () => {
    const t = await createTestApp();
    const admin = callerFor(t, await t.login('admin', SERBIA));
    for (const host of ['127.0.0.1', '2130706433', '0x7f.1', 'localhost', '::1', '::ffff:127.0.0.1']) {
      const refused = rejection(await testSendTo(admin, host, 22));
      expect(refused, host).toEqual({
        members: ['host'],
        messages: [
          `${host}:22 is a private or reserved network address, which this server does not connect to: use the mail server's public address, or ask the server's operator to allow it.`,
        ],
      });
    }
    expect(rejection(await testSendTo(admin, '169.254.169.254', 80, 'de')).messages[0]).toMatch(
      /^169\.254\.169\.254:80 ist eine private oder reservierte Netzwerkadresse/,
    );
  });

  it('answers an open port and a closed one alike: one category, no banner, no sooner than the time-out', async () => {
    const t = await createTestApp({ outbound: { allow: ['127.0.0.1'], timeoutMs: 600 } });
    const admin = callerFor(t, await t.login('admin', SERBIA));
    const open = await bannerService('SSH-2.0-OpenSSH_9.6 internal-build-host\r\n');
    const closed = await closedPort();
    for (const port of [open, closed]) {
      const started = Date.now();
      const answer = await testSendTo(admin, '127.0.0.1', port);
      expect(Date.now() - started).toBeGreaterThanOrEqual(590);
      expect(answer.status).toBe(502);
      expect(answer.body.error).toMatchObject({
        message: `Could not connect to the mail server 127.0.0.1:${port}, or it did not answer as a mail server in time: check the host, the port, the TLS mode and the firewall.`,
        details: null,
      });
      expect(JSON.stringify(answer.body)).not.toMatch(
        /SSH|OpenSSH|internal-build-host|ECONN|Invalid greeting/,
      );
    }
  });

  it('limits test messages per user, with a translated 429', async () => {
    const t = await createTestApp({ emailTestRateLimit: 2 });
    const admin = callerFor(t, await t.login('admin', SERBIA));
    for (let i = 0; i < 2; i++) expect((await testSendTo(admin, '10.0.0.1', 25)).status).toBe(400);
    const limited = await testSendTo(admin, '10.0.0.1', 25, 'de');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.body.error?.message).toMatch(
      /^Zu viele Anfragen\. Bitte versuchen Sie es in \d+ Sekunden erneut\.$/,
    );
    // Another user of the tenant is not held back by the first one's tests.
    const other = callerFor(t, await t.login('admin', 4));
    expect((await testSendTo(other, '10.0.0.1', 25)).status).toBe(400);
  });
});
