import { profile } from '../../content';
import { LinkedInIcon, MailIcon } from './icons';

/** The owner's e-mail and LinkedIn as two links (side menu foot, footer), each styled by the caller. */
export function OwnerLinks({ mailClassName, linkedinClassName }: { mailClassName: string; linkedinClassName: string }) {
  return (
    <>
      <a href={`mailto:${profile.email}`} className={mailClassName}>
        <MailIcon />
        {profile.email}
      </a>
      <a href={profile.linkedinUrl} target="_blank" rel="noopener noreferrer" className={linkedinClassName}>
        <LinkedInIcon />
        LinkedIn
        <span className="sr-only">(se abre en una pestaña nueva)</span>
      </a>
    </>
  );
}
