import { profile } from '../../content';

/** The owner's initials in the accent square, and the name beside them from 640 px: the top bars' way home. */
export function OwnerBadge() {
  return (
    <>
      <span aria-hidden="true" className="grid size-9 place-items-center rounded-xl bg-accent text-sm text-accent-fg">
        {profile.initials}
      </span>
      <span aria-hidden="true" className="hidden sm:inline">
        {profile.name}
      </span>
    </>
  );
}
