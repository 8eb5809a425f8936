import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { profile } from '../../content/profile.ts';
import { buildApp } from '../app.ts';
import { MAIL_FROM_DEFAULT } from '../../contact/recipients.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { runNode } from './helpers/child-server.ts';
import { tempDirs, testConfig } from './helpers/test-site.ts';

describe('loadConfig', () => {
  it('has a default for every variable', () => {
    expect(loadConfig({}, '/srv/sitio')).toEqual({
      port: 8080,
      host: '127.0.0.1',
      distDir: path.resolve('/srv/sitio/dist'),
      dataDir: path.resolve('/srv/sitio/.data'),
      contactTo: [profile.email],
      mailFrom: MAIL_FROM_DEFAULT,
      smtpUrl: null,
      rateLimit: { max: 5, windowMs: 600_000 },
      countRateLimitMax: 120,
      corsOrigins: [],
      trustProxy: [],
      deliveryWarnAfterMs: 900_000,
      shutdownTimeoutMs: 10_000,
    });
  });

  it('takes its own default MAIL_FROM when an owner sets it: the default passes the check a value must pass', () => {
    expect(loadConfig({ MAIL_FROM: MAIL_FROM_DEFAULT }, '/srv/sitio').mailFrom).toBe(MAIL_FROM_DEFAULT);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '4400',
        HOST: '0.0.0.0',
        DIST_DIR: 'build',
        DATA_DIR: '/var/lib/portafolio',
        CONTACT_TO: ' yo@example.com , socia@example.com ',
        MAIL_FROM: 'Mi portafolio <web@example.com>',
        SMTP_URL: 'smtps://usuario:clave@smtp.example.com:465',
        RATE_LIMIT_MAX: '3',
        RATE_LIMIT_WINDOW_MS: '60000',
        COUNT_RATE_LIMIT_MAX: '30',
        CORS_ORIGINS: 'https://a.example,http://127.0.0.1:4400',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1',
        DELIVERY_WARN_AFTER_MS: '60000',
        SHUTDOWN_TIMEOUT_MS: '0',
      },
      '/srv/sitio',
    );
    expect(config).toMatchObject({
      port: 4400,
      host: '0.0.0.0',
      distDir: path.resolve('/srv/sitio/build'),
      dataDir: '/var/lib/portafolio',
      contactTo: ['yo@example.com', 'socia@example.com'],
      mailFrom: 'Mi portafolio <web@example.com>',
      smtpUrl: 'smtps://usuario:clave@smtp.example.com:465',
      rateLimit: { max: 3, windowMs: 60_000 },
      countRateLimitMax: 30,
      corsOrigins: ['https://a.example', 'http://127.0.0.1:4400'],
      trustProxy: ['127.0.0.1', '10.0.0.0/8', '::1'],
      deliveryWarnAfterMs: 60_000,
      shutdownTimeoutMs: 0,
    });
  });

  it.each([
    ['PORT', '0'],
    ['PORT', 'ochenta'],
    ['HOST', 'mi host'],
    ['CONTACT_TO', 'yo@example.com, no-es-email'],
    ['CONTACT_TO', ' , '],
    ['MAIL_FROM', 'Portafolio <sin-arroba>'],
    ['MAIL_FROM', 'a@b.co\r\nBcc: x@y.z'],
    ['SMTP_URL', 'http://smtp.example.com'],
    ['SMTP_URL', 'no es una url'],
    ['RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_MAX', '2.5'],
    ['COUNT_RATE_LIMIT_MAX', '0'],
    ['RATE_LIMIT_WINDOW_MS', '10'],
    ['TRUST_PROXY', 'localhost'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.0/8/8'],
    ['RATE_LIMIT_WINDOW_MS', '-5'],
    ['CORS_ORIGINS', 'https://a.example/ruta'],
    ['CORS_ORIGINS', '*'],
    ['DELIVERY_WARN_AFTER_MS', '15 min'],
    ['DELIVERY_WARN_AFTER_MS', '10'],
    ['SHUTDOWN_TIMEOUT_MS', '-1'],
  ])('refuses %s=%j with a Spanish message naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name} `));
  });

  it('never echoes an SMTP_URL, which may hold a password', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://usuario:secreto@x' })).toThrow(
      /^SMTP_URL debe ser una URL smtp:\/\/ o smtps:\/\/, por ejemplo/,
    );
    expect(() => loadConfig({ SMTP_URL: 'ftp://usuario:secreto@x' })).not.toThrow(/secreto/);
  });

  it('refuses a DATA_DIR where the outbox cannot live', async () => {
    const dirs = tempDirs();
    try {
      const notADirectory = path.join(dirs.distDir, 'index.html');
      await expect(buildApp(testConfig(dirs, { dataDir: notADirectory }))).rejects.toThrow(ConfigError);
      await expect(buildApp(testConfig(dirs, { dataDir: notADirectory }))).rejects.toThrow(/^DATA_DIR no se puede usar/);
    } finally {
      dirs.cleanup();
    }
  });

  it('refuses a built site whose page writes to other recipients, naming CONTACT_TO', async () => {
    const dirs = tempDirs();
    try {
      const other = testConfig(dirs, { contactTo: ['otra@example.com'] });
      await expect(buildApp(other)).rejects.toThrow(ConfigError);
      await expect(buildApp(other)).rejects.toThrow(
        /^CONTACT_TO no coincide con el sitio construido: la página envía a duenio@example.com, socia@example.com y el servidor acepta otra@example.com/,
      );
      // Same owners in another order or letter case agree.
      const app = await buildApp(testConfig(dirs, { contactTo: ['SOCIA@example.com', 'duenio@example.com'] }));
      await app.close();
    } finally {
      dirs.cleanup();
    }
  });

  it('refuses a DIST_DIR that holds no build', async () => {
    const dirs = tempDirs();
    try {
      await expect(buildApp(testConfig(dirs, { distDir: path.join(dirs.root, 'vacio') }))).rejects.toThrow(
        /^DIST_DIR no contiene un sitio construido/,
      );
    } finally {
      dirs.cleanup();
    }
  });

  it('makes the server refuse to start with exit code 2', async () => {
    const result = await runNode(['server/main.ts'], { PORT: '4499', RATE_LIMIT_MAX: 'muchos' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'Configuración inválida: RATE_LIMIT_MAX debe ser un número entero mayor o igual a 1 (recibido: "muchos")',
    );
  });
});
