// Varied Spanish-looking text for the drill's new reviews and paragraphs: text repeated word for
// word would compress far better than an owner's real words and flatter the byte budget.

const WORDS = (
  'sistema cliente equipo plazo entrega panel reservas pagos reportes turnos ventas stock pedidos ' +
  'municipio comercio consultorio escuela cooperativa estudio tienda agencia logística envíos ' +
  'rápido claro simple seguro prolijo atento puntual honesto ordenado flexible cercano ' +
  'diseñó programó publicó mejoró ordenó resolvió explicó acompañó migró automatizó ' +
  'semanas meses días usuarios vecinos pacientes alumnos socios proveedores datos tablero ' +
  'aplicación sitio plataforma servidor base nube correo mapa agenda factura recordatorio'
).split(' ');

/** A deterministic generator: the same drill writes the same text. */
export function textMaker(seed: number) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) & 0x7fffffff);
  const sentence = (words: number) => {
    const picked = Array.from({ length: words }, () => WORDS[next() % WORDS.length]!);
    const text = picked.join(' ');
    return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
  };
  /** Sentences of 8 to 14 words until `length` characters. */
  return (length: number) => {
    const out: string[] = [];
    while (out.join(' ').length < length) out.push(sentence(8 + (next() % 7)));
    return out.join(' ');
  };
}
