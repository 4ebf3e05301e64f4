/**
 * The realm name guests use: the first dash-separated word of the configured realm name
 * (SPEC section 4): 'demo-customers' → 'demo', 'demo' → 'demo'. Surrounding whitespace is
 * ignored; a missing or empty name, or one starting with a dash, gives ''.
 */
export function guestRealmName(configuredRealm: string | null | undefined): string {
  return configuredRealm?.trim().split('-')[0] ?? '';
}
