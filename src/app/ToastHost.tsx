import { SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { TextDirection } from '../../contracts/store.ts';
import { TOAST_DURATION_MS, toastAnchor } from '../lib/toastPlacement.ts';
import { toastHostMounted } from './toast.ts';

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
    />
  );
}
