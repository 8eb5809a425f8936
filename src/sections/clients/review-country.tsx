import { useState } from 'react';
import { useCountryInfo } from '../../lib/countries/use-country-info';

interface ReviewCountryProps {
  code: string;
  /** Whether the lookup may start (the section is near the viewport). */
  lookUp: boolean;
  /** For a page without script: the name, known when the page is built; no lookup, no flag. */
  writtenName?: string;
}

/**
 * Flag and Spanish name of the reviewer's country. The row keeps its size while empty, so
 * nothing moves when they arrive; after a failed lookup (already logged) it simply stays empty.
 */
export function ReviewCountry({ code, lookUp, writtenName }: ReviewCountryProps) {
  const country = useCountryInfo(code, lookUp && !writtenName);
  const [flagBroken, setFlagBroken] = useState(false);
  const info = country.status === 'loaded' ? country.info : undefined;
  return (
    // At least a line, kept while empty; a name too long for it goes onto a second line rather than
    // lose its end («Estados Uni…» at 320 px with a reader's wider letter spacing). It comes while
    // the section is still below the screen (lookUp), so the rare second line moves nothing seen.
    <span className="flex min-h-7 items-center gap-2 text-sm text-muted" data-country={code} data-state={country.status}>
      <span className="flex h-7 w-10 shrink-0 items-center">
        {info && !flagBroken && (
          // The name is written next to it, so the flag itself is decorative.
          <img
            src={info.flagUrl}
            alt=""
            width={40}
            height={30}
            decoding="async"
            onError={() => setFlagBroken(true)}
            className="h-auto max-h-7 w-10 rounded-[3px] shadow-[0_0_0_1px_var(--border)]"
          />
        )}
      </span>
      <span className="min-w-0 break-words" data-testid="review-country-name">
        {writtenName ?? info?.name}
      </span>
    </span>
  );
}
