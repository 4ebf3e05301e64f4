import { Trans } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A titled part of the product page (an h2 that names the section). */
export function DetailsSection(props: { title: ReactNode; id?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" id={props.id} aria-labelledby={headingId} sx={{ scrollMarginTop: 16 }}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }}>
        {props.title}
      </Typography>
      {props.children}
    </Box>
  );
}

/** A section whose data could not be loaded: says so, with a retry. */
export function SectionError(props: { onRetry: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={props.onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      <Trans>This part of the page could not be loaded.</Trans>
    </Alert>
  );
}
