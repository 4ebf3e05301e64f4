import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useState, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  type SignInSnapshot,
  selectSignInScreen,
  type signInMachine,
} from '../../../machines/auth/signIn.machine.ts';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
import { readPendingAdd } from '../../app/storage/cartStorage.ts';
import { readPendingWish } from '../../app/storage/pendingWishRead.ts';
import { readStorage, STORAGE_KEYS } from '../../app/storage/storageKeys.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { Loader } from '../../components/Loader.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { OtpFlow } from './OtpFlow.tsx';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';

export function SignInPage() {
  const signIn = useSystemActor('signIn');
  return (
    <AuthLayout
      title={<Trans>Sign in</Trans>}
      footer={
        <Typography>
          <Trans>
            New here? <RouterLink to="/signup">Create an account</RouterLink>
          </Trans>
        </Typography>
      }
    >
      <WhySignIn />
      <SignInMethods actor={signIn} />
    </AuthLayout>
  );
}

type Reason =
  | { to: 'wishlist' | 'cart'; name: string | null }
  | { to: 'checkout'; from: 'cart' | 'buy-now' | 'checkout' };

/**
 * Why a guest was sent here. To keep a product: it waits (in storage) and is added right after the
 * sign-in (the wish list's, or the cart's for a product that needs an account). To check out: the
 * checkout guard kept the page the guest wanted, and the sign-in returns there (the cart's
 * checkout starts from the guest cart merged into the saved one).
 */
function WhySignIn() {
  const [reason] = useState((): Reason | null => {
    const wish = readPendingWish();
    if (wish) return { to: 'wishlist', name: wish.name };
    const add = readPendingAdd();
    if (add) return { to: 'cart', name: add.name };
    return checkoutReason(readStorage(STORAGE_KEYS.returnPage));
  });
  // The reason is kept in the browser: the page the server drew has none, and shows it once hydrated.
  const drawnFromServer = useDrawnFromServer();
  if (!reason || drawnFromServer) return null;
  if (reason.to === 'checkout') {
    return (
      <Alert severity="info">
        {reason.from === 'cart' ? (
          <Trans>Sign in to check out. Your cart is kept and joins your saved one.</Trans>
        ) : reason.from === 'buy-now' ? (
          <Trans>Sign in to check out. The product you chose waits for you at the checkout.</Trans>
        ) : (
          <Trans>Sign in to go on with your checkout.</Trans>
        )}
      </Alert>
    );
  }
  const name = reason.name;
  return (
    <Alert severity="info">
      {reason.to === 'wishlist' ? (
        name ? (
          <Trans>Sign in to add {name} to your wish list: it is added as soon as you are signed in.</Trans>
        ) : (
          <Trans>
            Sign in to add this product to your wish list: it is added as soon as you are signed in.
          </Trans>
        )
      ) : (
        <Trans>Sign in to add {name} to your cart: it is added as soon as you are signed in.</Trans>
      )}
    </Alert>
  );
}

/** The checkout a guest was headed for, read from the page the guard kept (path, maybe a query). */
function checkoutReason(returnPage: string | null): Reason | null {
  const match = /^\/checkout\/([^/?#]+)/.exec(returnPage ?? '');
  if (!match) return null;
  const from = match[1] === 'cart' ? 'cart' : match[1] === 'buy-now' ? 'buy-now' : 'checkout';
  return { to: 'checkout', from };
}

type Method = 'password' | 'otp';

type SignInActor = ActorRefFrom<typeof signInMachine>;

/**
 * What `select` reads from the sign-in flow, or `absent` for the moment it has none: before the
 * router has told the storefront the page is open, and while the flow starts afresh.
 */
function useFlowSelector<T>(
  actor: SignInActor | undefined,
  select: (snapshot: SignInSnapshot) => T,
  absent: T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const current = () => (actor ? select(actor.getSnapshot()) : absent);
  // Drawn on the server too, from its own system (src/entry-server.tsx).
  return useSyncExternalStore(subscribe, current, current);
}

const selectError = (snapshot: SignInSnapshot) => snapshot.context.error;

/**
 * The methods and their forms, drawn once for the page whatever happens to its flow: while there is
 * none (it has not started yet, or starts afresh) the password form shows, its button waiting, so
 * that nothing typed is drawn away.
 */
function SignInMethods(props: { actor: SignInActor | undefined }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useFlowSelector(actor, selectSignInScreen, null);
  // The code child, in the system while the code method is chosen.
  const otp = useSystemActor('otpVerification');
  const error = useFlowSelector(actor, selectError, null);
  const method: Method = screen === 'code' ? 'otp' : 'password';
  return (
    <>
      <Tabs
        value={method}
        onChange={(_, value: Method) => actor?.send({ type: value === 'otp' ? 'USE_CODE' : 'USE_PASSWORD' })}
        variant="fullWidth"
      >
        <Tab
          value="password"
          label={t`Password`}
          id="signin-tab-password"
          aria-controls="signin-panel-password"
        />
        <Tab value="otp" label={t`One-time code`} id="signin-tab-otp" aria-controls="signin-panel-otp" />
      </Tabs>
      <Box role="tabpanel" id={`signin-panel-${method}`} aria-labelledby={`signin-tab-${method}`}>
        {method === 'password' ? (
          <PasswordSignInForm
            error={error}
            pending={screen !== 'password'}
            onSubmit={(credentials) => actor?.send({ type: 'SUBMIT_PASSWORD', credentials })}
          />
        ) : otp ? (
          <OtpFlow actor={otp} purpose="login" submitLabel={t`Send the code`} recaptcha />
        ) : (
          <Loader />
        )}
      </Box>
    </>
  );
}
