import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NothingKeptYet } from '../config.ts';
import type { ContactMail } from '../../contact/build-mail.ts';
import { runMessagesCommand } from '../messages-command.ts';
import { openOutbox } from '../outbox.ts';
import { runNode } from './helpers/child-server.ts';
import { tempDirs } from './helpers/test-site.ts';

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

/** Runs a command in-process, as `npm run messages -- …` would, capturing what it prints. */
function cli(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runMessagesCommand(args, { DATA_DIR: dirs.dataDir }, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, stdout: out.join('\n'), stderr: err.join('\n') };
}

const mail = (name: string): ContactMail => ({
  to: ['duenio@example.com'],
  replyTo: { name, address: `${name.toLowerCase()}@example.com` },
  subject: 'Portafolio — Mensaje de contacto',
  text: `Nombre: ${name}\n\nMensaje:\nHola desde la CLI`,
  html: '<p>x</p>',
});

describe('messages CLI', () => {
  it('lists, filters, shows and re-queues messages', () => {
    const outbox = openOutbox(dirs.dataDir);
    const stored = outbox.add(mail('Ana'));
    const failed = outbox.add(mail('Beto'));
    outbox.claimNext(); // Ana
    outbox.claimNext(); // Beto
    outbox.markFailed(failed, '550 Buzón inexistente');
    outbox.requeueInterrupted(); // Ana back to stored
    outbox.close();

    const list = cli('list');
    expect(list.code).toBe(0);
    // Each state in Spanish, as the owner reads it.
    expect(list.stdout).toMatch(new RegExp(`#${stored} +pendiente +intentos: 0 .*Ana <ana@example.com>`));
    expect(list.stdout).toMatch(
      new RegExp(`#${failed} +fallido +intentos: 1 .*Beto <beto@example.com>.*último error: 550 Buzón inexistente`),
    );

    // Newest first, each with the first words of its message and its time's zone; the list without a command too.
    expect(list.stdout.split('\n').map((l) => /^#(\d+)/.exec(l)?.[1])).toEqual([String(failed), String(stored)]);
    expect(list.stdout).toMatch(/ UTC {2}Ana <ana@example.com> {2}«Hola desde la CLI»/);
    expect(cli()).toEqual(list);

    // The commands and states in Spanish, or as the outbox names them.
    const onlyFailed = cli('lista', '--estado', 'fallido');
    expect(onlyFailed.stdout.split('\n')).toHaveLength(1);
    expect(onlyFailed.stdout).toContain('Beto');
    expect(cli('list', '--state', 'failed')).toEqual(onlyFailed);

    const show = cli('ver', String(failed));
    expect(cli('show', String(failed))).toEqual(show);
    expect(show.stdout).toContain('Para: duenio@example.com');
    expect(show.stdout).toContain('Hola desde la CLI');

    expect(cli('reintentar', String(failed))).toEqual({ code: 0, stdout: '1 mensaje(s) vuelven a la cola de envío.', stderr: '' });
    expect(cli('lista', '--estado', 'fallido').stdout).toBe('No hay mensajes.');
    expect(cli('reintentar', '--fallidos').stdout).toBe('0 mensaje(s) vuelven a la cola de envío.');

    // Shown first, deleted only when confirmed: one digit off would delete another client's message.
    const unconfirmed = cli('borrar', String(stored));
    expect(unconfirmed).toMatchObject({
      code: 1,
      stderr: `Nada borrado. Si es este, bórralo para siempre con: npm run messages -- borrar ${stored} --confirmar`,
    });
    expect(unconfirmed.stdout).toMatch(new RegExp(`^#${stored} .*Ana <ana@example.com>`));
    expect(cli('list').stdout).toContain('Ana');
    // At its sender's request: gone from the list, and its words from the file.
    expect(cli('delete', '--confirmar', String(stored))).toEqual({ code: 0, stdout: `Mensaje #${stored} borrado.`, stderr: '' });
    expect(cli('list').stdout).not.toContain('Ana');
    for (const file of readdirSync(dirs.dataDir).filter((name) => name.startsWith('messages.db')))
      expect(readFileSync(path.join(dirs.dataDir, file)).toString('utf8'), file).not.toContain('ana@example.com');
    expect(cli('delete', String(stored), '--confirmar')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`No existe el mensaje "${stored}"`),
    });
  });

  it('explains its usage and bad input in Spanish with a non-zero exit', () => {
    const usage = cli('tirar');
    expect(usage.code).toBe(1);
    expect(usage.stderr).toContain('Uso: npm run messages');
    expect(cli('list', '--state', 'perdido')).toMatchObject({
      code: 1,
      stderr: 'Estado desconocido: "perdido". Usa uno de: pendiente, enviando, enviado, fallido.',
    });
    expect(cli('retry', '999')).toMatchObject({ code: 1, stderr: 'El mensaje #999 no existe o no está fallido.' });
    expect(cli('show', 'x')).toMatchObject({ code: 1, stderr: 'No existe el mensaje "x".' });
    expect(cli('show')).toMatchObject({ code: 1, stderr: expect.stringMatching(/^Falta el número del mensaje/) });
    for (const help of ['help', '--help', 'ayuda'])
      expect(cli(help)).toMatchObject({ code: 0, stdout: expect.stringContaining('Uso: npm run messages') });
  });

  it('says where it looked when DATA_DIR holds no outbox, and makes none there', () => {
    const elsewhere = path.join(dirs.root, 'otra-carpeta');
    const errors: string[] = [];
    expect(() => runMessagesCommand(['list'], { DATA_DIR: elsewhere }, { out: () => {}, err: (l) => errors.push(l) })).toThrow(
      new NothingKeptYet(
        `Todavía no hay mensajes en ${path.join(elsewhere, 'messages.db')}. Si npm start usa otro DATA_DIR, usa aquí el mismo (por defecto .data).`,
      ),
    );
    expect(existsSync(elsewhere)).toBe(false);
    // Help needs no messages (a fresh checkout has none).
    const out: string[] = [];
    expect(runMessagesCommand(['help'], { DATA_DIR: elsewhere }, { out: (l) => out.push(l), err: () => {} })).toBe(0);
    expect(out.join('\n')).toContain('Uso: npm run messages');
  });

  it('stops quietly when its reader does (npm run messages | head)', async () => {
    const outbox = openOutbox(dirs.dataDir);
    for (let i = 0; i < 3000; i++) outbox.add(mail('Carla'));
    outbox.close();
    const piped = spawnSync('sh', ['-c', `"${process.execPath}" --import tsx server/messages-cli.ts | head -n 1`], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: dirs.dataDir },
      encoding: 'utf8',
    });
    expect(piped.stdout).toMatch(/^#\d+ .*Carla/);
    expect(piped.stderr).toBe('');
  }, 30_000);

  it('runs as a command: tsx server/messages-cli.ts (what npm run messages calls)', async () => {
    const listed = await runNode(['server/messages-cli.ts', 'list', '--state', 'stored'], { DATA_DIR: dirs.dataDir });
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/#\d+ +pendiente .*Carla/);
    const broken = await runNode(['server/messages-cli.ts', 'list'], { DATA_DIR: dirs.dataDir, CONTACT_TO: 'nadie' });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toContain('Configuración inválida: CONTACT_TO');
  }, 30_000);
});
