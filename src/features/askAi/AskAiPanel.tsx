import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAskAiActor } from '../../app/useAskAi.ts';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AskAiConversation } from './AskAiConversation.tsx';

/**
 * The floating widget's panel over the current page: a conversation of its own (closing the panel
 * stops an answer under way; the conversation stays in the customer's history on the Ask AI page).
 * It slides in from the end side (the left in right-to-left languages) and fills a phone's width.
 */
export function AskAiPanel(props: { onClose: () => void }) {
  const { t } = useLingui();
  const theme = useTheme();
  const headingId = useId();
  const actor = useAskAiActor();
  return (
    <Drawer
      open
      onClose={props.onClose}
      anchor={theme.direction === 'rtl' ? 'left' : 'right'}
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
      <AskAiConversation actor={actor} />
    </Drawer>
  );
}
