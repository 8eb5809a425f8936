import { profile } from '../../content';
import { useCurrentYear } from '../lib/use-current-year';
import { LinkedInIcon } from './icons';

export function Footer() {
  const year = useCurrentYear();
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-4 px-5 py-10 text-sm text-muted sm:flex-row sm:px-8">
        <p>
          © {profile.name} {year}
        </p>
        <a
          href={profile.linkedinUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 font-semibold text-fg transition-colors hover:text-accent"
        >
          <LinkedInIcon />
          LinkedIn
          <span className="sr-only">(se abre en una pestaña nueva)</span>
        </a>
      </div>
    </footer>
  );
}
