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

const USAGE = `Uso: npm run messages [-- <comando>]
  list [--state ${MESSAGE_STATES.join('|')}]   lista los mensajes, los nuevos primero (sin comando, también)
  show <id>                                  muestra un mensaje completo
  retry <id> | retry --all-failed            vuelve a poner en cola mensajes fallidos
  delete <id> --confirmar                    borra un mensaje para siempre (si quien lo envió te lo pide)`;

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
  return `#${message.id}  ${message.state.padEnd(7)}  intentos: ${message.attempts}  ${when(message.createdAt)}  ${replyTo.name} <${replyTo.address}>  «${preview(message)}»${error}`;
}

/** Runs one command; returns the exit code. Throws ConfigError for a malformed environment. */
export function runMessagesCommand(args: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = consoleIo): number {
  // The owner's usual question, what came in: the list, without a command.
  const [command = 'list', ...rest] = args;
  if (['help', 'ayuda', '--help', '-h'].includes(command)) {
    io.out(USAGE);
    return 0;
  }
  const { dataDir } = loadConfig(env);
  serverDataFile(dataDir, OUTBOX_FILE, 'mensajes');
  const outbox = openOutbox(dataDir);
  try {
    switch (command) {
      case 'list': {
        const stateIndex = rest.indexOf('--state');
        const state = stateIndex >= 0 ? rest[stateIndex + 1] : undefined;
        if (stateIndex >= 0 && !MESSAGE_STATES.includes(state as MessageState)) {
          io.err(`Estado desconocido: "${state ?? ''}". Usa uno de: ${MESSAGE_STATES.join(', ')}.`);
          return 1;
        }
        const messages = outbox.list(state as MessageState | undefined).reverse();
        if (messages.length === 0) io.out('No hay mensajes.');
        for (const message of messages) io.out(line(message));
        return 0;
      }
      case 'show': {
        if (rest[0] === undefined) {
          io.err('Falta el número del mensaje: npm run messages -- show <id> (cada uno sale en la lista con su #).');
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
        const target = rest[0] === '--all-failed' ? 'all' : /^\d+$/.test(rest[0] ?? '') ? Number(rest[0]) : null;
        if (target === null) {
          io.err(USAGE);
          return 1;
        }
        const count = outbox.requeueFailed(target);
        if (target !== 'all' && count === 0) {
          io.err(`El mensaje #${target} no existe o no está en estado failed.`);
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
          io.err(`Nada borrado. Si es este, bórralo para siempre con: npm run messages -- delete ${id} --confirmar`);
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
