import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';

/**
 * '10:00 AM to 11:00 AM', each time isolated (and kept on one line) so a right-to-left sentence
 * keeps its AM/PM beside its hour.
 */
export function TimeRange(props: { start: string; end: string }) {
  const { start, end } = props;
  return (
    <Trans>
      <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
        {start}
      </Box>{' '}
      to{' '}
      <Box component="bdi" sx={{ whiteSpace: 'nowrap' }}>
        {end}
      </Box>
    </Trans>
  );
}
