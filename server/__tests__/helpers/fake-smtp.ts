import { SMTPServer } from 'smtp-server';

// A real SMTP server in-process that keeps what it receives, plus a minimal MIME reader
// (headers, and the text/html parts decoded from quoted-printable or base64).

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  headers: Map<string, string[]>;
  html: string;
  text: string;
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) back to text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decode(text.replace(/_/g, ' '), 'quoted-printable'),
    );
}

/** Header values by lower-case name, unfolded and decoded. */
function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  return headers;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const text = body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const hex = text.slice(i + 1, i + 3);
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(Number.parseInt(hex, 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** Every leaf part of the message, with its headers and decoded body. */
function leafParts(raw: string): { type: string; body: string }[] {
  const split = raw.indexOf('\r\n\r\n');
  const headers = parseHeaders(raw.slice(0, split));
  const body = raw.slice(split + 4);
  const type = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) {
    const decoded = decode(body, headers.get('content-transfer-encoding')?.[0]).replace(/\r\n/g, '\n');
    return [{ type: type.split(';')[0]!.toLowerCase(), body: decoded }];
  }
  return body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => leafParts(part.replace(/^\r\n/, '')));
}

export function parseMail(raw: string, envelope: ReceivedMail['envelope']): ReceivedMail {
  const parts = leafParts(raw);
  return {
    envelope,
    raw,
    headers: parseHeaders(raw.slice(0, raw.indexOf('\r\n\r\n'))),
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
  };
}

export interface FakeSmtp {
  url: string;
  port: number;
  received: ReceivedMail[];
  /** Messages offered (DATA commands), accepted or refused. */
  offered: () => number;
  /** Resolves once `count` mails have arrived in total. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startFakeSmtp(
  port = 0,
  options: { rejectWith?: { code: number; message: string }; delayMs?: number } = {},
): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        offered++;
        // A slow server widens the window in which a message is 'sending'.
        if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
        if (options.rejectWith) {
          callback(Object.assign(new Error(options.rejectWith.message), { responseCode: options.rejectWith.code }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), { from, to: session.envelope.rcptTo.map((r) => r.address) }));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (address === null || typeof address === 'string') throw new Error('no SMTP address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    offered: () => offered,
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`esperaba ${count} correos, llegaron ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
