import { useEffect, useState } from 'react';
import { selectSettledLanguage } from '../../machines/language.machine.ts';
import { useLanguage } from './AppSystemContext.tsx';
import { activateLocale } from './i18n.ts';

/**
 * Loads and activates the catalog of the language the language machine settled on; true once
 * it is active (a language without a catalog in this build reads in English).
 */
export function useActiveLocale(): boolean {
  const current = useLanguage(selectSettledLanguage);
  const [activatedFor, setActivatedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!current) return;
    let cancelled = false;
    activateLocale(current).then(() => {
      if (!cancelled) setActivatedFor(current);
    });
    return () => {
      cancelled = true;
    };
  }, [current]);
  return current !== null && activatedFor === current;
}
