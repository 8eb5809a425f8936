import type { ReactNode } from 'react';
import { profile } from '../../../content';
import type { CountBeacon, PageEvent } from '../../../counts/count-names';
import { RETENTION_DAYS } from '../../../counts/count-policy';
import { Footer } from '../../components/footer';
import { appCheckOrigins, callableCrossOrigin, type PublicConfig } from '../../config/public-config';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { ProjectTopBar } from '../project-page/project-top-bar';

export const PRIVACY_TITLE = 'Privacidad';

/**
 * What each counted event says about a visit. Typed by the events themselves: an event added to
 * the counts does not build until the notice says it.
 */
const COUNTED: Record<PageEvent | 'message', string> & Record<Exclude<keyof CountBeacon, 'event' | 'project'>, ReactNode> = {
  view: 'qué página se vio: la portada o la de un proyecto;',
  referrer: (
    <>
      de qué sitio llegaste: solo su nombre (por ejemplo <i>google.com</i>), nunca la dirección completa;
    </>
  ),
  utm: (
    <>
      la campaña de la dirección (<i>utm_source</i>), si la hay;
    </>
  ),
  cv: 'si descargaste el CV;',
  more: 'si abriste «Ver más» en los proyectos;',
  share: 'si compartiste un proyecto;',
  message: 'si enviaste un mensaje.',
};

/**
 * What the page keeps in the visitor's browser, all of it: a test chooses a theme and sends a
 * message, then holds the browser's storage to this list.
 */
export const ON_THE_DEVICE = {
  localStorage: [THEME_STORAGE_KEY],
  /** The Firebase SDK's record of the days it was used (no switch turns it off). */
  indexedDB: ['firebase-heartbeat-database'],
} as const;

/**
 * The services the visitor's browser is sent to, each with what it is for, from the same
 * configuration the page and its Content-Security-Policy are built from
 * (src/config/public-config.ts); a test holds every origin of the policy to a line here.
 */
function otherServices(config: PublicConfig): [host: string, what: string][] {
  const callable = callableCrossOrigin(config);
  const used: [origin: string, what: string][] = [
    [config.countriesUrl, 'los nombres de los países de quienes opinan'],
    [config.flagsUrl, 'sus banderas'],
    ...(callable ? [[callable, 'el envío del formulario: es el servidor del sitio'] as [string, string]] : []),
    ...(config.callable.appCheckSiteKey === undefined
      ? []
      : [...appCheckOrigins.script, ...appCheckOrigins.connect].map((origin): [string, string] => [
          origin,
          'reCAPTCHA de Google, que comprueba que quien envía el formulario es una persona (con sus propias cookies)',
        ])),
  ];
  // One line per host: the stand-ins of a test build, or Google's, serve more than one purpose.
  const byHost = new Map<string, string[]>();
  for (const [origin, what] of used) {
    const host = new URL(origin).host;
    const whats = byHost.get(host) ?? [];
    if (!whats.includes(what)) whats.push(what);
    byHost.set(host, whats);
  }
  return [...byHost].map(([host, whats]) => [host, whats.join(' y ')]);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-10">
      <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      <div className="mt-3 space-y-3 text-muted">{children}</div>
    </section>
  );
}

const mail = (
  <a href={`mailto:${profile.email}`} className="font-semibold text-accent underline underline-offset-4 wrap-anywhere">
    {profile.email}
  </a>
);

/**
 * The privacy notice (`/privacidad`): what the site keeps of a visitor, why and for how long, in
 * the owner's voice. Its figures come from the code that does it: the counted events, the days
 * the visitor hashes are kept, the theme's storage key, the services the page calls.
 */
export function PrivacyPage({ config }: { config: PublicConfig }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <ProjectTopBar />
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10 pb-16 sm:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{PRIVACY_TITLE}</h1>
        <p className="mt-4 text-lg text-muted">
          Este sitio es de {profile.name}. Aquí está qué datos tuyos recibe, para qué y cuánto tiempo los guarda. No pone cookies ni
          publicidad, y nada de lo que guarda se vende ni se le da a nadie.
        </p>
        <Section title="Si me escribes">
          <p>
            El formulario de contacto me envía tu nombre, tu e-mail y tu mensaje. Los guardo para responderte y no los uso para nada más. Si
            me pides que los borre, los borro.
          </p>
        </Section>
        <Section title="Las visitas">
          <p>El sitio cuenta sus visitas. Por cada una anota:</p>
          <ul className="list-disc space-y-1 pl-6">
            {Object.entries(COUNTED).map(([event, said]) => (
              <li key={event}>{said}</li>
            ))}
          </ul>
          <p>
            Para contar visitantes distintos en un día se calcula un resumen (<i>hash</i>) de tu dirección IP y tu navegador con una clave
            al azar que cambia cada día: la de un día se borra con la primera visita del siguiente. Tu dirección IP y tu navegador no se
            guardan nunca, y sin la clave el resumen ya no puede relacionarse con nadie. Los resúmenes se borran a los {RETENTION_DAYS}{' '}
            días; después solo quedan totales por día.
          </p>
          <p>
            Si tu navegador envía <i>Global Privacy Control</i> o <i>Do Not Track</i>, no se cuenta nada de tu visita (si me escribes, solo
            que llegó un mensaje). Tampoco se cuentan robots ni navegadores automáticos.
          </p>
        </Section>
        <Section title="En tu dispositivo">
          <p>
            Si eliges un tema (claro u oscuro), tu navegador lo recuerda en su almacenamiento local (la clave «
            {ON_THE_DEVICE.localStorage[0]}»). Si envías el formulario, la biblioteca de Firebase que lo envía anota en tu navegador los
            días en que se usó, sin ningún dato tuyo (la base «{ON_THE_DEVICE.indexedDB[0]}»). Nada más se guarda en tu dispositivo.
          </p>
        </Section>
        <Section title="Otros servicios">
          <p>
            Para mostrar o enviar algunas partes, tu navegador se conecta a estos servicios, que ven tu dirección IP como cualquier sitio:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {otherServices(config).map(([host, what]) => (
              <li key={host}>
                <span className="font-semibold text-fg">{host}</span>: {what}.
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Tus datos son tuyos">
          <p>Puedes preguntarme qué datos tuyos tengo, pedirme que los corrija o que los borre: escríbeme a {mail}.</p>
        </Section>
      </main>
      <Footer />
    </div>
  );
}
