import type { ComponentType, ComponentProps } from 'react';
import { profile } from '../../../content';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../components/icons';
import { contactCopy } from './contact-copy';

/** A tel: URI dials the number without its spaces and dashes (the leading + stays). */
export function telHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

interface DetailProps {
  icon: ComponentType<ComponentProps<'svg'>>;
  label: string;
  value: string;
  href?: string;
}

/**
 * A long value wraps on a narrow screen rather than run out of the card (an e-mail address at
 * 320 px, a 1280 px screen at 400 %): after an address's @ first, anywhere if even that is too long.
 */
function breakable(value: string) {
  const at = value.indexOf('@') + 1;
  return at > 0 ? (
    <>
      {value.slice(0, at)}
      <wbr />
      {value.slice(at)}
    </>
  ) : (
    value
  );
}

function Detail({ icon: Icon, label, value, href }: DetailProps) {
  const body = (
    <>
      <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-2xl bg-accent-soft text-accent">
        <Icon width="22" height="22" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-bold tracking-wider text-muted uppercase">{label}</span>
        <span className="block font-semibold wrap-anywhere text-fg transition-colors group-hover:text-accent">{breakable(value)}</span>
      </span>
    </>
  );
  // Under 360 px a little less room around the icon keeps the phone number on one line.
  const row = 'flex items-center gap-4 rounded-2xl p-3 max-[359px]:gap-3 max-[359px]:px-2';
  return (
    <li>
      {href ? (
        <a href={href} className={`group ${row} transition-colors hover:bg-surface-2`}>
          {body}
        </a>
      ) : (
        <div className={row}>{body}</div>
      )}
    </li>
  );
}

/** The owner's e-mail, phone and location (spec §2 "Contact"). */
export function ContactDetails() {
  return (
    <div className="card p-4 sm:p-5">
      <h3 className="sr-only">{contactCopy.detailsTitle}</h3>
      <ul className="grid gap-1">
        <Detail icon={MailIcon} label="Email" value={profile.email} href={`mailto:${profile.email}`} />
        <Detail icon={PhoneIcon} label="Teléfono" value={profile.phone} href={telHref(profile.phone)} />
        <Detail icon={MapPinIcon} label="Ubicación" value={profile.location} />
      </ul>
    </div>
  );
}
