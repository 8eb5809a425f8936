// Reads the `messages` collection straight from the Firestore emulator's REST API, as the
// owner's admin would (the "Bearer owner" token bypasses the security rules in the emulator).

export interface StoredMessage {
  id: string;
  state: string;
  attempts: number;
  lastError: string | null;
  replyToName: string;
  to: string[];
  subject: string;
  html: string;
}

type Value = {
  stringValue?: string;
  integerValue?: string;
  nullValue?: null;
  mapValue?: { fields?: Record<string, Value> };
  arrayValue?: { values?: Value[] };
};

function plain(value: Value | undefined): unknown {
  if (value === undefined || 'nullValue' in value) return null;
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plain);
  if (value.mapValue) return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([k, v]) => [k, plain(v)]));
  return null;
}

export async function listMessages(): Promise<StoredMessage[]> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST no está definido: corre esta suite con npm run test:firebase');
  const url = `http://${host}/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-portafolio'}/databases/(default)/documents/messages?pageSize=1000`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore respondió ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { documents?: { name: string; fields: Record<string, Value> }[] };
  return (body.documents ?? []).map((document) => {
    const data = plain({ mapValue: { fields: document.fields } }) as Record<string, unknown>;
    const mail = data.mail as { replyTo: { name: string }; to: string[]; subject: string; html: string };
    return {
      id: document.name.split('/').pop() ?? '',
      state: String(data.state),
      attempts: Number(data.attempts),
      lastError: (data.lastError as string | null) ?? null,
      replyToName: mail.replyTo.name,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
    };
  });
}

/** The one stored message whose sender is `name` (each test uses a name of its own). */
export async function messageFrom(name: string): Promise<StoredMessage | undefined> {
  const found = (await listMessages()).filter((message) => message.replyToName === name);
  if (found.length > 1) throw new Error(`${found.length} mensajes de ${name}: se esperaba uno`);
  return found[0];
}

const documentsUrl = () => {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) throw new Error('FIRESTORE_EMULATOR_HOST no está definido: corre esta suite con npm run test:firebase');
  return `http://${host}/v1/projects/${process.env.GCLOUD_PROJECT ?? 'demo-portafolio'}/databases/(default)/documents`;
};

/** A document's raw JSON as the owner reads it, or null when absent; `asVisitor` reads it as a browser would (the rules apply). */
export async function readDocument(documentPath: string, asVisitor = false): Promise<{ status: number; text: string }> {
  const response = await fetch(`${documentsUrl()}/${documentPath}`, { headers: asVisitor ? {} : { Authorization: 'Bearer owner' } });
  return { status: response.status, text: await response.text() };
}

/** Every document of a collection, as raw JSON text (what the tests search for things that must not be there). */
export async function collectionText(collectionPath: string): Promise<string> {
  const response = await fetch(`${documentsUrl()}/${collectionPath}?pageSize=1000`, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore respondió ${response.status}: ${await response.text()}`);
  return response.text();
}

/** The day's totals (countDays/{day}.counts), as `npm run stats -- --firestore` reads them. */
export async function countTotals(day: string): Promise<Record<string, number>> {
  const { status, text } = await readDocument(`countDays/${day}`);
  if (status === 404) return {};
  const body = JSON.parse(text) as { fields?: { counts?: Value } };
  return (plain(body.fields?.counts) ?? {}) as Record<string, number>;
}
