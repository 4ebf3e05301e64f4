// The country codes a phone on the profile may carry (GET country-codes). +91 (SPEC section 9's phone
// extension) first: it is the default. The rest by English name.
import type { CountryCode } from '../../contracts/ums.ts';

export const COUNTRY_CODES: readonly CountryCode[] = [
  { iso: 'IN', name: 'India', dial_code: '+91' },
  { iso: 'AU', name: 'Australia', dial_code: '+61' },
  { iso: 'BD', name: 'Bangladesh', dial_code: '+880' },
  { iso: 'CA', name: 'Canada', dial_code: '+1' },
  { iso: 'FR', name: 'France', dial_code: '+33' },
  { iso: 'DE', name: 'Germany', dial_code: '+49' },
  { iso: 'KE', name: 'Kenya', dial_code: '+254' },
  { iso: 'MY', name: 'Malaysia', dial_code: '+60' },
  { iso: 'NP', name: 'Nepal', dial_code: '+977' },
  { iso: 'NG', name: 'Nigeria', dial_code: '+234' },
  { iso: 'QA', name: 'Qatar', dial_code: '+974' },
  { iso: 'SA', name: 'Saudi Arabia', dial_code: '+966' },
  { iso: 'SG', name: 'Singapore', dial_code: '+65' },
  { iso: 'ZA', name: 'South Africa', dial_code: '+27' },
  { iso: 'LK', name: 'Sri Lanka', dial_code: '+94' },
  { iso: 'AE', name: 'United Arab Emirates', dial_code: '+971' },
  { iso: 'GB', name: 'United Kingdom', dial_code: '+44' },
  { iso: 'US', name: 'United States', dial_code: '+1' },
];

export const DIAL_CODES: ReadonlySet<string> = new Set(COUNTRY_CODES.map((code) => code.dial_code));
