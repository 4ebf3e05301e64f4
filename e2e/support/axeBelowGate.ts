// axe-core rules every check of which has impact minor or moderate (axe-core 4.14): they can never
// fail the gate (serious and critical only), so the journeys skip them unless A11Y_ALL is set. They
// cost a third of every check ('region' alone walks the whole page). tests/scripts/axeBelowGate.test.ts
// derives the list from the installed axe-core, so an update that raises one of them fails there.
export const RULES_BELOW_GATE = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'form-field-multiple-labels',
  'heading-order',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];
