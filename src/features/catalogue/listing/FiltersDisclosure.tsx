import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';

/**
 * Where the filters sit: a side panel from tablets in landscape up, and on phones a collapsible
 * section above the results, closed at first, its button showing how many filters are on.
 */
export function FiltersDisclosure(props: { activeCount: number; children: ReactNode }) {
  const theme = useTheme();
  // The server cannot see the screen: a page it drew is hydrated as for a phone, then redrawn.
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const panelId = useId();
  if (wide) {
    return (
      <Box component="aside" aria-labelledby={headingId} sx={{ alignSelf: 'start' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
          <Trans>Filters</Trans>
        </Typography>
        {props.children}
      </Box>
    );
  }
  // The button is in a heading (the disclosure pattern), so the filters' own headings (h3) follow an
  // h2 on phones as they do beside the results.
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography component="h2" variant="inherit" sx={{ m: 0 }}>
        <Button
          id={headingId}
          variant="outlined"
          color="secondary"
          fullWidth
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          endIcon={
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                transition: 'transform 150ms',
                transform: open ? 'rotate(180deg)' : 'none',
                lineHeight: 1,
              }}
            >
              ▾
            </Box>
          }
        >
          {props.activeCount > 0 ? <Trans>Filters ({props.activeCount})</Trans> : <Trans>Filters</Trans>}
        </Button>
      </Typography>
      {/* The filters are made only when opened: on a phone they were a quarter of the listing's
          first render, all hidden. They hold no state of their own (it is in the address). */}
      <Box id={panelId}>
        <Collapse in={open} unmountOnExit>
          <Box sx={{ pt: 2, pb: 1 }}>{props.children}</Box>
        </Collapse>
      </Box>
    </Box>
  );
}
