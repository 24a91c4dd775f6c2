import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMessage } from './mime.js';

/** A message the catcher received, parsed. */
export interface CaughtMessage {
  id: number;
  from: string;
  to: string[];
  subject: string;
  receivedAt: Date;
  size: number;
  html: string | null;
  text: string | null;
}

export interface SmtpCatcher {
  readonly host: string;
  readonly port: number;
  /** At most this many messages are kept; the oldest goes first. */
  readonly capacity: number;
  /** Newest first. */
  messages(): CaughtMessage[];
  find(id: number): CaughtMessage | undefined;
  clear(): void;
  /** Resolves with the first message (already received or still to come) that `match` accepts. */
  waitFor(match: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  close(): Promise<void>;
}

export interface SmtpCatcherOptions {
  /** 0: any free port. */
  port?: number;
  host?: string;
  capacity?: number;
  /** Larger messages are refused (552). */
  maxMessageBytes?: number;
}

/**
 * An SMTP server for development and tests, in the API's process: it accepts every message on the loopback
 * interface (any user name and password, never checked or kept), parses it and keeps the last `capacity`
 * messages in memory for the host administrator to read (EmailAccount/GetCaughtMessages). Nothing is relayed.
 */
export async function startSmtpCatcher(options: SmtpCatcherOptions = {}): Promise<SmtpCatcher> {
  const host = options.host ?? '127.0.0.1';
  const capacity = options.capacity ?? 200;
  const maxBytes = options.maxMessageBytes ?? 2 * 1024 * 1024;
  const kept: CaughtMessage[] = [];
  const waiting = new Set<(message: CaughtMessage) => void>();
  let nextId = 1;

  const server = new SMTPServer({
    name: 'client-care-catcher',
    banner: 'Client Care SMTP catcher: messages are kept in memory, never delivered',
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: maxBytes,
    logger: false,
    // Closing (at shutdown, after a test) waits this long for open connections.
    closeTimeout: 1000,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'catcher' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= maxBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > maxBytes) {
          const error: Error & { responseCode?: number } = new Error('Message too large');
          error.responseCode = 552;
          return callback(error);
        }
        let parsed;
        try {
          parsed = parseMessage(Buffer.concat(chunks));
        } catch (error) {
          return callback(error as Error);
        }
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        const message: CaughtMessage = {
          id: nextId++,
          from: parsed.from ?? (session.envelope.mailFrom || { address: '' }).address,
          to: envelopeTo.length ? envelopeTo : parsed.to,
          subject: parsed.subject,
          receivedAt: new Date(),
          size,
          html: parsed.html,
          text: parsed.text,
        };
        kept.unshift(message);
        kept.splice(capacity);
        for (const notify of waiting) notify(message);
        callback();
      });
    },
  });

  // A port in use or a broken connection is reported here, never as an unhandled 'error' that stops the API.
  let failed: ((error: Error) => void) | null = null;
  server.on('error', (error: Error) => failed?.(error));
  await new Promise<void>((resolve, reject) => {
    failed = reject;
    server.listen(options.port ?? 0, host, () => resolve());
  });
  failed = null;
  const port = (server.server.address() as AddressInfo).port;

  return {
    host,
    port,
    capacity,
    messages: () => [...kept],
    find: (id) => kept.find((m) => m.id === id),
    clear: () => {
      kept.length = 0;
    },
    waitFor: (match, timeoutMs = 5000) => {
      const found = kept.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(notify);
          reject(new Error('no matching message arrived'));
        }, timeoutMs);
        const notify = (message: CaughtMessage) => {
          if (!match(message)) return;
          clearTimeout(timer);
          waiting.delete(notify);
          resolve(message);
        };
        waiting.add(notify);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
