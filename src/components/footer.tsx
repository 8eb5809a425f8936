import { profile } from '../../content';
import { useCurrentYear } from '../lib/use-current-year';
import { PRIVACY_PATH } from '../sections/privacy/privacy-path';
import { OwnerLinks } from './owner-links';

/** A last invitation to write, with the two direct ways to reach the owner, then the copyright. */
export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto max-w-6xl px-5 pt-14 pb-8 sm:px-8">
        <div className="flex flex-col gap-8 md:flex-row md:items-end md:justify-between">
          <div className="max-w-xl">
            <p className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">¿Tienes un proyecto en mente?</p>
            <p className="mt-2 text-muted">Escríbeme por e-mail o por LinkedIn y te respondo a la brevedad.</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <OwnerLinks mailClassName="btn-primary" linkedinClassName="btn-secondary" />
          </div>
        </div>
        <p className="mt-12 border-t border-border pt-6 text-sm text-muted">
          © {profile.name} <span data-current-year="">{year}</span> ·{' '}
          <a href={PRIVACY_PATH} className="underline underline-offset-4 hover:text-fg">
            Privacidad
          </a>
        </p>
      </div>
    </footer>
  );
}
