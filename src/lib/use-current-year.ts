import { useEffect, useState } from 'react';

/**
 * The year the page was built with first (so hydration matches the prerendered HTML), then
 * the visitor's real year: a page built in December still counts right in January.
 */
export function useCurrentYear(): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return year;
}
