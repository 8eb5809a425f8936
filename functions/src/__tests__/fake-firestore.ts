import type { Firestore } from 'firebase-admin/firestore';

// Just enough of Firestore for firestore-outbox.ts: collection().add/doc(), doc.get/update and
// runTransaction with get/update, over an in-memory map. Transactions run one at a time, which
// is the isolation Firestore guarantees for a single document.

type Data = Record<string, unknown>;

export function fakeFirestore() {
  const docs = new Map<string, Data>();
  let nextId = 1;
  let queue: Promise<unknown> = Promise.resolve();

  const ref = (path: string) => ({
    id: path.split('/').pop()!,
    path,
    get: async () => ({ exists: docs.has(path), data: () => (docs.has(path) ? structuredClone(docs.get(path)) : undefined) }),
    update: async (fields: Data) => {
      if (!docs.has(path)) throw new Error(`NOT_FOUND: ${path}`);
      docs.set(path, { ...docs.get(path), ...fields });
    },
  });
  type Ref = ReturnType<typeof ref>;

  const db = {
    collection: (name: string) => ({
      add: async (data: Data) => {
        const id = `m${nextId++}`;
        docs.set(`${name}/${id}`, structuredClone(data));
        return ref(`${name}/${id}`);
      },
      doc: (id: string) => ref(`${name}/${id}`),
    }),
    runTransaction<T>(
      body: (transaction: { get: (r: Ref) => ReturnType<Ref['get']>; update: (r: Ref, fields: Data) => void }) => Promise<T>,
    ): Promise<T> {
      const run = queue.then(async () => {
        const writes: [Ref, Data][] = [];
        const result = await body({ get: (r) => r.get(), update: (r, fields) => void writes.push([r, fields]) });
        for (const [r, fields] of writes) await r.update(fields);
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
  return { db: db as unknown as Firestore, docs };
}
