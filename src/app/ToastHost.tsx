import { SnackbarProvider } from 'notistack';
import type { TextDirection } from '../../contracts/store.ts';
import { TOAST_DURATION_MS, toastAnchor } from '../lib/toastPlacement.ts';

/**
 * Where toasts appear (SPEC sections 2 and 9). It wraps nothing: toasts are raised with
 * notistack's `enqueueSnackbar` (see toast.ts), so this host can load after the first paint.
 */
export default function ToastHost(props: { direction: TextDirection }) {
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={toastAnchor(props.direction)}
      maxSnack={3}
    />
  );
}
