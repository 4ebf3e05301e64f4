import Box from '@mui/material/Box';

/**
 * Line icons drawn inline (2 px strokes on a 24 px grid): the header is on every first page load,
 * and an icon package would add its weight for four shapes.
 */
const ICONS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13a6.5 6.5 0 1 0 0-13M15.5 15.5 20 20',
  cart: 'M2 3h3l2.6 12h10.8L21 7H6.2M8 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0M16 20a1.5 1.5 0 1 0 3 0a1.5 1.5 0 1 0-3 0',
  close: 'M6 6l12 12M18 6 6 18',
} as const;

/**
 * A decorative 24 px icon; the control that holds it carries the accessible name. `mirrored`: the
 * icon faces the reading direction (flipped right to left).
 */
export function HeaderIcon(props: { name: keyof typeof ICONS; mirrored?: boolean }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      sx={{
        width: 24,
        height: 24,
        flexShrink: 0,
        '[dir="rtl"] &': props.mirrored ? { transform: 'scaleX(-1)' } : undefined,
      }}
    >
      <path d={ICONS[props.name]} />
    </Box>
  );
}
