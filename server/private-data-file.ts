import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';

/**
 * The path of a database in DATA_DIR, readable by the server's own user alone: the messages hold
 * visitors' names, addresses and words, and with the umask's 0644 every user of the machine could
 * read them. The folder is made 0700; the file (and an existing journal) set to 0600 before SQLite
 * opens it, and SQLite gives its journal files the database's mode.
 */
export function privateDataFile(dataDir: string, name: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = path.join(dataDir, name);
  closeSync(openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(each)) chmodSync(each, 0o600);
  return file;
}
