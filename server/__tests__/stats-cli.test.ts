import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projects } from '../../content/projects.ts';
import { dayOf } from '../../counts/count-policy.ts';
import { runNode } from './helpers/child-server.ts';
import { listen, payload, post, tempDirs, testConfig } from './helpers/test-site.ts';

// `npm run stats` (tsx scripts/stats.ts) after a scripted set of visits through the real server.

const dirs = tempDirs();
afterAll(() => dirs.cleanup());

const browser = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.${n}.0 Safari/537.36`;
const [first, second] = projects;

describe('npm run stats', () => {
  it('prints the last 7 and 30 days from DATA_DIR/counts.db, in Spanish', async () => {
    const { app, origin } = await listen(testConfig(dirs));
    const send = (n: number, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${origin}/count`, { method: 'POST', headers: { 'user-agent': browser(n), ...headers }, body: JSON.stringify(body) });
    try {
      // Four people: two from Google, one from a newsletter, one without JavaScript.
      await send(1, { event: 'view', referrer: 'www.google.com' });
      await send(1, { event: 'view', project: first!.id });
      await send(1, { event: 'cv' });
      await send(2, { event: 'view', referrer: 'www.google.com', utm: 'boletin' });
      await send(2, { event: 'more' });
      await send(2, { event: 'view', project: second!.id });
      await send(2, { event: 'view', project: first!.id });
      await send(2, { event: 'share', project: first!.id });
      await send(3, { event: 'view', referrer: 'linkedin.com' });
      await fetch(`${origin}/count.gif`, { headers: { 'user-agent': browser(4) } });
      // Not counted: a robot and a visitor with Global Privacy Control.
      await send(5, { event: 'view' }, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' });
      await send(6, { event: 'view' }, { 'sec-gpc': '1' });
      // Person 2 writes.
      const sent = await post(origin, JSON.stringify({ data: payload() }), {
        'content-type': 'application/json',
        'user-agent': browser(2),
      });
      expect(sent.status).toBe(200);
      // And person 6, who asked not to be counted: a message the owner received all the same.
      const private_ = await post(origin, JSON.stringify({ data: payload() }), {
        'content-type': 'application/json',
        'user-agent': browser(6),
        'sec-gpc': '1',
      });
      expect(private_.status).toBe(200);
    } finally {
      await app.close();
    }

    const stats = await runNode(['scripts/stats.ts'], { DATA_DIR: dirs.dataDir });
    expect(stats.stderr).toBe('');
    expect(stats.code).toBe(0);
    const [a, b] = [first!.name, second!.name];
    const width = Math.max(a.length, b.length);
    expect(stats.stdout).toBe(
      [
        `Visitas de tu sitio hasta el ${dayOf(Date.now())} (días en UTC)`,
        '',
        '                                7 días   30 días',
        '  Páginas vistas                     7         7',
        '    portada                          4         4',
        '    proyectos                        3         3',
        '  Visitantes (por día)               4         4',
        '  Descargas del CV                   1         1',
        '  "Ver más" proyectos                1         1',
        '  Proyectos compartidos              1         1',
        '  Mensajes recibidos                 2         2',
        '  Visitantes que escribieron    25,0 %    25,0 %',
        '',
        'Proyectos más vistos (30 días):',
        `  ${a.padEnd(width)}         2`,
        `  ${b.padEnd(width)}         1`,
        'Proyectos más compartidos (30 días):',
        `  ${a}         1`,
        'Sitios de origen, visitantes (30 días):',
        '  Google                        2',
        '  LinkedIn                      1',
        '  (directo o sin sitio)         1',
        'Campañas, utm_source (30 días):',
        '  boletin         1',
        '',
        'Un visitante cuenta una vez por día: quien vuelve otro día suma de nuevo, y «escribieron» es la',
        'parte de esas visitas diarias que terminó en un mensaje. Los sitios de origen y las campañas',
        'cuentan a cada visitante por el primero del que llegó en el día.',
        '',
      ].join('\n'),
    );
  }, 30_000);

  it('refuses an option it does not know, saying how it is used, before reading anything', async () => {
    for (const args of [
      ['--dias', '90'],
      ['--project', 'mi-proyecto'],
    ]) {
      const stats = await runNode(['scripts/stats.ts', ...args], { DATA_DIR: dirs.dataDir });
      expect(stats.code, args.join(' ')).toBe(2);
      expect(stats.stdout).toBe('');
      expect(stats.stderr).toContain('Uso: npm run stats [-- --firestore [--project <id>]]');
    }
  }, 30_000);

  it('asked for help, says how it is used and reads nothing', async () => {
    const stats = await runNode(['scripts/stats.ts', '--help'], { DATA_DIR: path.join(dirs.root, 'ninguna') });
    expect(stats).toMatchObject({ code: 0, stdout: 'Uso: npm run stats [-- --firestore [--project <id>]]\n', stderr: '' });
  });

  // Before the first counted visit (or after only npm run dev): nothing is wrong, and no
  // «Configuración inválida»; where it looked, in case DATA_DIR is not the server's.
  it('says there is nothing counted yet and where it looked, without an error, and makes no file there', async () => {
    const elsewhere = path.join(dirs.root, 'otra-carpeta');
    const stats = await runNode(['scripts/stats.ts'], { DATA_DIR: elsewhere });
    expect(stats.code).toBe(0);
    expect(stats.stderr).toBe('');
    expect(stats.stdout).toContain(`Todavía no hay conteos en ${path.join(elsewhere, 'counts.db')}`);
    expect(stats.stdout).toContain('npm run dev no cuenta');
    expect(stats.stdout).not.toContain('Configuración inválida');
    expect(existsSync(elsewhere)).toBe(false);
  });

  it('says in Spanish how to reach Firestore when it cannot read it, in one line', async () => {
    // No credentials to be had: the file application-default credentials name is missing.
    const stats = await runNode(['scripts/stats.ts', '--firestore', '--project', 'mi-proyecto'], {
      GOOGLE_APPLICATION_CREDENTIALS: path.join(dirs.root, 'sin-credenciales.json'),
    });
    expect(stats.code).toBe(2);
    expect(stats.stdout).toBe('');
    expect(stats.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^No se pudo leer Firestore en el proyecto mi-proyecto \(/)]);
    expect(stats.stderr).toContain('gcloud auth application-default login');
    expect(stats.stderr).toContain('FIRESTORE_EMULATOR_HOST');
  }, 30_000);
});
