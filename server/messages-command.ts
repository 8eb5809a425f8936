import { visitorMessage } from '../contact/build-mail.ts';
import { loadConfig, serverDataFile } from './config.ts';
import { MESSAGE_STATES, openOutbox, OUTBOX_FILE, type MessageState, type OutboxMessage } from './outbox.ts';

// The commands behind `npm run messages` (see messages-cli.ts), printing through `io` so tests
// can run them in-process.

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: CliIo = { out: (line) => console.log(line), err: (line) => console.error(line) };

/**
 * The states as the owner reads and asks for them; the outbox keeps its own names, which the
 * commands accept too, as they accept the English commands (list, show, retry, delete).
 */
const STATE_NAMES: Record<MessageState, string> = { stored: 'pendiente', sending: 'enviando', sent: 'enviado', failed: 'fallido' };
const stateNamed = (name: string | undefined) => MESSAGE_STATES.find((state) => name === state || name === STATE_NAMES[state]);
const STATE_WIDTH = Math.max(...Object.values(STATE_NAMES).map((name) => name.length));
const COMMANDS = new Map([
  ['lista', 'list'],
  ['ver', 'show'],
  ['reintentar', 'retry'],
  ['borrar', 'delete'],
]);

const USAGE = `Uso: npm run messages [-- <comando>]
  lista [--estado ${Object.values(STATE_NAMES).join('|')}]   los mensajes, los nuevos primero (sin comando, también)
  ver <id>                                 un mensaje completo
  reintentar <id> | reintentar --fallidos  vuelve a poner en cola uno fallido, o todos
  borrar <id> --confirmar                  borra un mensaje para siempre (si quien lo envió te lo pide)`;

const when = (ms: number | null) => (ms === null ? '-' : `${new Date(ms).toISOString().replace('T', ' ').slice(0, 16)} UTC`);

/** The first words of the visitor's message (the subject is the site's, the same on every one). */
function preview(message: OutboxMessage): string {
  const words = visitorMessage(message.mail).replace(/\s+/g, ' ');
  return words.length > PREVIEW_CHARS ? `${words.slice(0, PREVIEW_CHARS - 1)}…` : words;
}
const PREVIEW_CHARS = 60;

function line(message: OutboxMessage): string {
  const { replyTo } = message.mail;
  const error = message.lastError ? `  último error: ${message.lastError}` : '';
  return `#${message.id}  ${STATE_NAMES[message.state].padEnd(STATE_WIDTH)}  intentos: ${message.attempts}  ${when(message.createdAt)}  ${replyTo.name} <${replyTo.address}>  «${preview(message)}»${error}`;
}

/** Runs one command; returns the exit code. Throws ConfigError for a malformed environment. */
export function runMessagesCommand(args: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = consoleIo): number {
  // The owner's usual question, what came in: the list, without a command.
  const [word = 'list', ...rest] = args;
  const command = COMMANDS.get(word) ?? word;
  if (['help', 'ayuda', '--help', '-h', '--ayuda'].includes(command)) {
    io.out(USAGE);
    return 0;
  }
  const { dataDir } = loadConfig(env);
  serverDataFile(dataDir, OUTBOX_FILE, 'mensajes');
  const outbox = openOutbox(dataDir);
  try {
    switch (command) {
      case 'list': {
        const stateIndex = rest.findIndex((arg) => arg === '--estado' || arg === '--state');
        const name = stateIndex >= 0 ? rest[stateIndex + 1] : undefined;
        const state = stateNamed(name);
        if (stateIndex >= 0 && !state) {
          io.err(`Estado desconocido: "${name ?? ''}". Usa uno de: ${Object.values(STATE_NAMES).join(', ')}.`);
          return 1;
        }
        const messages = outbox.list(state).reverse();
        if (messages.length === 0) io.out('No hay mensajes.');
        for (const message of messages) io.out(line(message));
        return 0;
      }
      case 'show': {
        if (rest[0] === undefined) {
          io.err('Falta el número del mensaje: npm run messages -- ver <id> (cada uno sale en la lista con su #).');
          return 1;
        }
        const message = /^\d+$/.test(rest[0]) ? outbox.get(Number(rest[0])) : null;
        if (!message) {
          io.err(`No existe el mensaje "${rest[0] ?? ''}".`);
          return 1;
        }
        io.out(line(message));
        io.out(`Para: ${message.mail.to.join(', ')}\nEnviado: ${when(message.sentAt)}\n\n${message.mail.text}`);
        return 0;
      }
      case 'retry': {
        const target =
          rest[0] === '--fallidos' || rest[0] === '--all-failed' ? 'all' : /^\d+$/.test(rest[0] ?? '') ? Number(rest[0]) : null;
        if (target === null) {
          io.err(USAGE);
          return 1;
        }
        const count = outbox.requeueFailed(target);
        if (target !== 'all' && count === 0) {
          io.err(`El mensaje #${target} no existe o no está ${STATE_NAMES.failed}.`);
          return 1;
        }
        io.out(`${count} mensaje(s) vuelven a la cola de envío.`);
        return 0;
      }
      case 'delete': {
        const target = rest.find((arg) => arg !== '--confirmar');
        const id = /^\d+$/.test(target ?? '') ? Number(target) : null;
        const message = id === null ? null : outbox.get(id);
        // For good, and one digit off deletes another client's message: first shown, then deleted
        // only when asked again with --confirmar.
        if (message && !rest.includes('--confirmar')) {
          io.out(line(message));
          io.err(`Nada borrado. Si es este, bórralo para siempre con: npm run messages -- borrar ${id} --confirmar`);
          return 1;
        }
        if (id === null || !outbox.delete(id)) {
          io.err(`No existe el mensaje "${target ?? ''}", o se está enviando ahora: prueba en unos segundos.`);
          return 1;
        }
        io.out(`Mensaje #${id} borrado.`);
        return 0;
      }
      default:
        io.err(USAGE);
        return 1;
    }
  } finally {
    outbox.close();
  }
}
