import { EventEmitter } from 'node:events';
import { simpleParser, type HeaderValue, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in-process that keeps what it receives, each mail parsed by mailparser
// (the MIME reader mail clients rely on, not one of our own).

interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: string;
  parsed: ParsedMail;
  /** Header values by lower-case name, decoded as a mail client shows them. */
  headers: Map<string, string[]>;
  html: string;
  text: string;
}

/** A decoded header as text: addresses as `Name <address>`, dates as ISO, the rest as is. */
function headerText(value: HeaderValue): string[] {
  if (Array.isArray(value)) return value.flatMap((item: HeaderValue) => headerText(item));
  if (value instanceof Date) return [value.toISOString()];
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && 'text' in value && typeof value.text === 'string') return [value.text];
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') return [value.value];
  return [JSON.stringify(value)];
}

async function parseMail(raw: Buffer, envelope: ReceivedMail['envelope']): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  const headers = new Map<string, string[]>();
  for (const [name, value] of parsed.headers) headers.set(name.toLowerCase(), headerText(value));
  return {
    envelope,
    raw: raw.toString('utf8'),
    parsed,
    headers,
    html: typeof parsed.html === 'string' ? parsed.html : '',
    text: parsed.text ?? '',
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
  const arrivals = new EventEmitter();
  let offered = 0;

  async function accept(raw: Buffer, envelope: ReceivedMail['envelope']): Promise<void> {
    offered++;
    // A slow server widens the window in which a message is 'sending'.
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    if (options.rejectWith) throw Object.assign(new Error(options.rejectWith.message), { responseCode: options.rejectWith.code });
    received.push(await parseMail(raw, envelope));
    arrivals.emit('mail');
  }

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const envelope = { from, to: session.envelope.rcptTo.map((r) => r.address) };
        accept(Buffer.concat(chunks), envelope).then(() => callback(), callback);
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
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          clearTimeout(timer);
          arrivals.off('mail', check);
          resolve(received);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', check);
          reject(new Error(`esperaba ${count} correos, llegaron ${received.length}`));
        }, timeoutMs);
        arrivals.on('mail', check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
