import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../lib/copyConfirmation.ts';

/**
 * Copies `text` to the clipboard; a confirmation (or why it failed) is announced and shown for
 * COPY_CONFIRMATION_MS (SPEC section 9). `label` is the button's accessible name.
 */
export function CopyButton(props: { text: string; label: string }) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<{ ok: boolean; at: number } | null>(null);
  useEffect(() => {
    if (outcome === null) return;
    const timer = setTimeout(() => setOutcome(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(props.text);
      setOutcome({ ok: true, at: Date.now() });
    } catch {
      setOutcome({ ok: false, at: Date.now() });
    }
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" variant="outlined" aria-label={props.label} onClick={() => void copy()}>
        <Trans>Copy</Trans>
      </Button>
      <Box
        component="span"
        role="status"
        aria-live="polite"
        sx={{ fontSize: 14, color: outcome?.ok === false ? 'error.main' : 'success.main' }}
      >
        {outcome === null ? null : outcome.ok ? t`Copied` : t`Could not copy`}
      </Box>
    </Box>
  );
}
