import type { ReactNode } from 'react';
import { profile } from '../../../content';
import type { CountBeacon, PageEvent } from '../../../counts/count-names';
import { RETENTION_DAYS } from '../../../counts/count-policy';
import { Footer } from '../../components/footer';
import { appCheckOrigins, callableCrossOrigin, externalOrigins, type PublicConfig } from '../../config/public-config';
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
      la campaña del enlace por el que llegaste (<i lang="en">utm_source</i>), si la hay;
    </>
  ),
  cv: 'si descargaste el CV;',
  more: 'si abriste «Ver más» en los proyectos;',
  share: 'si compartiste un proyecto;',
  message: 'si enviaste un mensaje.',
};

/**
 * What the page keeps in the visitor's browser, all of it, in this build: a test chooses a theme
 * and sends a message, then holds the browser's storage to this list (App Check's two, Firebase's
 * and reCAPTCHA's own names, cannot run offline).
 */
export function onTheDevice(config: PublicConfig): { localStorage: string[]; indexedDB: string[] } {
  const appCheck = config.callable.appCheckSiteKey !== undefined;
  return {
    localStorage: [THEME_STORAGE_KEY, ...(appCheck ? ['_grecaptcha'] : [])],
    // The Firebase SDK's record of the days it was used (no switch turns it off), and App Check's token.
    indexedDB: ['firebase-heartbeat-database', ...(appCheck ? ['firebase-app-check-database'] : [])],
  };
}

/**
 * The services the visitor's browser is sent to, one line per host with what each is for: every
 * origin the Content-Security-Policy allows (externalOrigins, the same configuration the build
 * writes the policy from), so a service added there does not build until it is said here.
 */
function otherServices(config: PublicConfig): [host: string, what: string][] {
  const recaptcha = 'reCAPTCHA de Google, que comprueba que quien envía el formulario es una persona (con sus propias cookies)';
  const callable = callableCrossOrigin(config);
  const uses: [origin: string, what: string][] = [
    [new URL(config.countriesUrl).origin, 'los nombres de los países de quienes opinan'],
    [new URL(config.flagsUrl).origin, 'las banderas de esos países'],
    ...(callable ? [[callable, 'el envío del formulario (el servidor del sitio)'] as [string, string]] : []),
    ...[...appCheckOrigins.script, ...appCheckOrigins.frame, ...appCheckOrigins.connect].map((origin): [string, string] => [
      origin,
      recaptcha,
    ]),
  ];
  // One line per host: the stand-ins of a test build, or Google's, serve more than one purpose.
  const byHost = new Map<string, string[]>();
  for (const origin of new Set(Object.values(externalOrigins(config)).flat())) {
    const whats = uses.filter(([used]) => used === origin).map(([, what]) => what);
    if (whats.length === 0)
      throw new Error(`El aviso de privacidad no dice para qué llama la página a ${origin} (src/sections/privacy/privacy-page.tsx)`);
    const host = new URL(origin).host;
    byHost.set(host, [...new Set([...(byHost.get(host) ?? []), ...whats])]);
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
  const device = onTheDevice(config);
  const appCheck = config.callable.appCheckSiteKey !== undefined;
  return (
    <div className="flex min-h-dvh flex-col">
      <ProjectTopBar />
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 pt-10 pb-16 sm:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{PRIVACY_TITLE}</h1>
        <p className="mt-4 text-lg text-muted">
          Este sitio es de {profile.name}. Aquí te cuento qué datos tuyos recibe, para qué los uso y cuánto tiempo los guardo. El sitio no
          usa cookies propias ni muestra publicidad, y nada de lo que guarda se vende ni se le da a nadie.
        </p>
        <Section title="Si me escribes">
          <p>
            El formulario de contacto me envía tu nombre, tu e-mail y tu mensaje: quedan guardados en el servidor del sitio, pasan por el
            servicio de correo que me los entrega y llegan a mi casilla. Los uso solo para responderte, los guardo mientras haga falta para
            eso y, si me pides que los borre, los borro.
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
            Para contar visitantes distintos en un día se calcula un resumen (<i lang="en">hash</i>) de tu dirección IP y tu navegador con
            una clave al azar que cambia cada día; la clave de un día se borra con la primera visita de un día posterior. Con las visitas no
            se guardan ni tu dirección IP ni los datos de tu navegador, y sin la clave el resumen ya no puede relacionarse con nadie. Los
            resúmenes se borran pasados {RETENTION_DAYS} días; después solo quedan totales por día. Como cualquier servidor web, el que
            aloja el sitio puede anotar por un tiempo en sus registros técnicos la dirección de cada solicitud.
          </p>
          <p>
            Si tu navegador envía <i lang="en">Global Privacy Control</i> o <i lang="en">Do Not Track</i>, no se cuenta nada de tu visita
            (si me escribes, solo que llegó un mensaje). Tampoco se cuentan robots ni navegadores automáticos.
          </p>
        </Section>
        <Section title="En tu dispositivo">
          <p>
            Si eliges un tema (claro u oscuro), tu navegador lo recuerda en su almacenamiento local. Cuando empiezas a usar el formulario,
            la biblioteca de Firebase que lo envía anota allí los días en que se usó, sin ningún dato tuyo
            {appCheck ? ', y reCAPTCHA guarda sus comprobaciones' : ''}. Son estas claves y bases, y nada más se guarda en tu dispositivo:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {[...device.localStorage, ...device.indexedDB].map((name) => (
              <li key={name}>{`«${name}»`}</li>
            ))}
          </ul>
        </Section>
        <Section title="Otros servicios">
          <p>
            Para mostrar o enviar algunas partes, tu navegador se conecta a estos servicios, que ven tu dirección IP como cualquier sitio:
          </p>
          <ul className="list-disc space-y-1 pl-6">
            {otherServices(config).map(([host, what]) => (
              <li key={host}>
                <span className="font-semibold text-fg">{host}</span> — {what}.
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
