import { styled } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** Out of sight, still read by screen readers. */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Styles that never change, on a plain span: no sx to work out at each render (the grids draw
 * several per card, on the server too).
 */
const Hidden = styled('span', { skipSx: true })(VISUALLY_HIDDEN);

/** Text for screen readers only (what a strike-through or a star picture means to the eye). */
export function VisuallyHidden(props: { children: ReactNode; id?: string }) {
  return <Hidden id={props.id}>{props.children}</Hidden>;
}
