import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { readStorage, STORAGE_KEYS } from '../app/storage/storageKeys.ts';

/** SPEC section 9: the spinner takes the stored primary colour, default #a3a3a3, size 48. */
const DEFAULT_SPINNER_COLOUR = '#a3a3a3';
const SPINNER_SIZE = 48;

export function Loader() {
  const { t } = useLingui();
  const colour = readStorage(STORAGE_KEYS.primaryColour) ?? DEFAULT_SPINNER_COLOUR;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress size={SPINNER_SIZE} sx={{ color: colour }} aria-label={t`Loading`} />
    </Box>
  );
}
