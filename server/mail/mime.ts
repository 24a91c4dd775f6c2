/**
 * Just enough of MIME (RFC 2045-2047) to show a caught message: its sender, recipients, subject, and its HTML
 * and plain-text bodies, whatever the nesting of multipart parts, the transfer encoding (base64,
 * quoted-printable, 7bit/8bit) and the character set. Attachments are left out.
 */
export interface ParsedMessage {
  from: string | null;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
}

type Headers = Map<string, string[]>;

/** Bytes as a string of the same length (one character per byte), so that offsets stay byte offsets. */
const bytesToString = (bytes: Buffer) => bytes.toString('latin1');
const stringToBytes = (text: string) => Buffer.from(text, 'latin1');

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  try {
    return new TextDecoder((charset ?? 'utf-8').trim().toLowerCase(), { fatal: false }).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

/** RFC 2047 encoded words ("=?utf-8?Q?Gr=C3=BC=C3=9Fe?="); whitespace between two of them disappears. */
export function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?\s]+\?[QqBb]\?[^?\s]*\?=)\s+(?==\?)/g, '$1')
    .replace(
      /=\?([^?\s]+)\?([QqBb])\?([^?\s]*)\?=/g,
      (_whole, charset: string, kind: string, text: string) => {
        const bytes =
          kind.toUpperCase() === 'B'
            ? Buffer.from(text, 'base64')
            : stringToBytes(
                text
                  .replace(/_/g, ' ')
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
              );
        return decodeCharset(bytes, charset.split('*')[0]);
      },
    );
}

function splitHead(raw: string): { headers: Headers; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers: Headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return { headers, body };
}

/** `text/html; charset="utf-8"` → the type and its parameters. */
function contentType(value: string | undefined) {
  const [type = 'text/plain', ...rest] = (value ?? 'text/plain').split(';');
  const params = new Map<string, string>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq > 0)
      params.set(
        part.slice(0, eq).trim().toLowerCase(),
        part
          .slice(eq + 1)
          .trim()
          .replace(/^"(.*)"$/, '$1'),
      );
  }
  return { type: type.trim().toLowerCase(), params };
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  const kind = (encoding ?? '7bit').trim().toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (kind === 'quoted-printable')
    return stringToBytes(
      body
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    );
  return stringToBytes(body);
}

function collect(raw: string, found: { html: string | null; text: string | null }, depth = 0) {
  const { headers, body } = splitHead(raw);
  const { type, params } = contentType(headers.get('content-type')?.[0]);
  if (type.startsWith('multipart/')) {
    const boundary = params.get('boundary');
    if (!boundary || depth > 10) return;
    const delimiter = `--${boundary}`;
    const parts = body.split(new RegExp(`(?:^|\\r?\\n)${delimiter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    for (const part of parts.slice(1)) {
      if (part.startsWith('--')) break;
      collect(part.replace(/^[ \t]*\r?\n/, ''), found, depth + 1);
    }
    return;
  }
  if (/^attachment/i.test(headers.get('content-disposition')?.[0] ?? '')) return;
  if (type !== 'text/html' && type !== 'text/plain') return;
  const content = decodeCharset(
    decodeBody(body, headers.get('content-transfer-encoding')?.[0]),
    params.get('charset'),
  );
  if (type === 'text/html') found.html ??= content;
  else found.text ??= content;
}

const addresses = (values: string[] | undefined) =>
  (values ?? []).flatMap((v) => decodeWords(v).match(/[^\s<>,;:"()[\]]+@[^\s<>,;:"()[\]]+/g) ?? []);

/** The parts of a raw message (as received over SMTP) that the catcher shows. */
export function parseMessage(raw: Buffer): ParsedMessage {
  const text = bytesToString(raw);
  const { headers } = splitHead(text);
  const found = { html: null as string | null, text: null as string | null };
  collect(text, found);
  return {
    from: addresses(headers.get('from'))[0] ?? null,
    to: [...addresses(headers.get('to')), ...addresses(headers.get('cc'))],
    subject: decodeWords(headers.get('subject')?.[0] ?? ''),
    html: found.html,
    text: found.text,
  };
}
