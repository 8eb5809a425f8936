import { Fragment } from 'react';

/** Joins a phrase's last two words with a no-break space, so no line ends on a lone word. */
function keepLastWordsTogether(phrase: string): string {
  return phrase.replace(/ (\S+)$/, '\u00a0$1');
}

/**
 * The owner's title ("Desarrollador Full Stack · Web y Mobile") as balanced lines: each part
 * separated by " · " starts a line of its own, so the separator never hangs at a line's end; the
 * separator stays in the text for screen readers and search engines.
 */
export function HeroTitle({ title, id }: { title: string; id: string }) {
  const [first = '', ...rest] = title.split(' · ');
  return (
    <h1 id={id} className="mt-2 text-[2.5rem] leading-[1.05] font-extrabold tracking-tight text-balance sm:text-6xl">
      <span className="block">{keepLastWordsTogether(first)}</span>
      {rest.map((part) => (
        <Fragment key={part}>
          <span className="sr-only"> · </span>
          <span className="block text-accent">{keepLastWordsTogether(part)}</span>
        </Fragment>
      ))}
    </h1>
  );
}
