import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useId } from 'react';
import { placeToasts } from '../../app/toast.ts';
import { RouterLink } from '../../components/RouterLink.tsx';
import { toastAnchorBesidePanel } from '../../lib/toastPlacement.ts';
import { AskAiConversation } from './AskAiConversation.tsx';
import { useAskAiActor } from './useAskAi.ts';

/**
 * The floating widget's panel over the current page, with the customer's current conversation
 * (kept when it closes: reopening it, or the Ask AI page, continues it; see useAskAi.ts). It slides
 * in from the end side, next to the Ask AI button (the left in right-to-left languages), and fills
 * a phone's width.
 */
export function AskAiPanel(props: { onClose: () => void }) {
  const { t } = useLingui();
  const headingId = useId();
  const actor = useAskAiActor();
  const { direction } = useTheme();
  // Toasts raised while it is open (an Add to cart's) do not cover it.
  useEffect(() => {
    placeToasts(toastAnchorBesidePanel(direction));
    return () => placeToasts(null);
  }, [direction]);
  return (
    <Drawer
      open
      onClose={props.onClose}
      // MUI's Drawer flips a horizontal anchor itself in right to left: 'right' is the end side.
      anchor="right"
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': headingId,
          sx: { width: { xs: '100%', sm: 440 }, p: 2, display: 'grid', gap: 2, alignContent: 'start' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ flex: 1 }}>
          <Trans>Ask AI</Trans>
        </Typography>
        <Button onClick={props.onClose} aria-label={t`Close Ask AI`}>
          <Trans>Close</Trans>
        </Button>
      </Box>
      <RouterLink to="/ask-ai" onClick={props.onClose} underline="hover" variant="body2">
        <Trans>Open the Ask AI page</Trans>
      </RouterLink>
      {actor ? <AskAiConversation actor={actor} /> : null}
    </Drawer>
  );
}
