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
} from '../../../machines/signIn.machine.ts';
import { readPendingAdd } from '../../app/cartStorage.ts';
import { readPendingWish } from '../../app/pendingWishRead.ts';
import { usePageFlow } from '../../app/usePageFlow.ts';
import { Loader } from '../../components/Loader.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { OtpFlow } from './OtpFlow.tsx';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';

export function SignInPage() {
  const signIn = usePageFlow('signIn');
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

/**
 * Why a guest was sent here, when it was to keep a product: it waits (in storage) and is added
 * right after the sign-in (the wish list's, or the cart's for a product that needs an account).
 */
function WhySignIn() {
  const [reason] = useState(() => {
    const wish = readPendingWish();
    if (wish) return { to: 'wishlist' as const, name: wish.name };
    const add = readPendingAdd();
    return add ? { to: 'cart' as const, name: add.name } : null;
  });
  if (!reason) return null;
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
  return useSyncExternalStore(subscribe, () => (actor ? select(actor.getSnapshot()) : absent));
}

const selectOtp = (snapshot: SignInSnapshot) => snapshot.children.otp;
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
  const otp = useFlowSelector(actor, selectOtp, undefined);
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
