import type { CustomerPreferences, ThemeModeChoice } from '../../../../contracts/ums.ts';

export interface AppliedPreferences {
  /** The language to switch to; null when it is already on (or none was chosen, or it is not offered). */
  language: string | null;
  /** The theme mode to switch to; null when it is already on or none was chosen. */
  theme: ThemeModeChoice | null;
}

/**
 * What of the customer's saved preferences this browser must change: a language the store offers
 * that is not the one shown, a theme mode other than this browser's.
 */
export function preferencesToApply(
  saved: Pick<CustomerPreferences, 'language_code' | 'theme_mode'>,
  here: { language: string; theme: ThemeModeChoice; offered: readonly string[] },
): AppliedPreferences {
  const language =
    saved.language_code !== null &&
    saved.language_code !== here.language &&
    here.offered.includes(saved.language_code)
      ? saved.language_code
      : null;
  const theme = saved.theme_mode !== null && saved.theme_mode !== here.theme ? saved.theme_mode : null;
  return { language, theme };
}
