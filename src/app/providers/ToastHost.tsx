import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { TextDirection } from '../../../contracts/store.ts';
import { TOAST_DURATION_MS, toastAnchor } from '../../lib/toastPlacement.ts';
import { toastHostMounted } from '../toast.ts';

/**
 * notistack's own success and info colours carry white text at 3.3:1 and 3.1:1 (WCAG AA asks 4.5:1
 * for its 14 px text): darker greens and blues here, 5.1:1 and 5.8:1. Its error red (5.0:1) stays.
 */
const ReadableToast = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});

/**
 * Where toasts appear (SPEC sections 2 and 9). It wraps nothing: toasts are raised with
 * notistack's `enqueueSnackbar` (see toast.ts), so this host can load after the first paint.
 */
export default function ToastHost(props: { direction: TextDirection }) {
  // The provider (a child) has mounted before this effect runs: toasts raised meanwhile show now.
  useEffect(() => toastHostMounted(), []);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={toastAnchor(props.direction)}
      maxSnack={3}
      Components={{ success: ReadableToast, info: ReadableToast }}
    />
  );
}
