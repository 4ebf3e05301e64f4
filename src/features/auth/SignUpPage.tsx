import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectSignUpScreen, type signUpMachine } from '../../../machines/auth/signUp.machine.ts';
import { useSystemActor } from '../../app/useSystemActor.ts';
import { Loader } from '../../components/Loader.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { OtpFlow } from './OtpFlow.tsx';
import { SignUpDetailsForm } from './SignUpDetailsForm.tsx';

/** SPEC section 9, signup type otp: prove the e-mail or phone with a code, then name and password. */
export function SignUpPage() {
  const signUp = useSystemActor('signUp');
  return (
    <AuthLayout
      title={<Trans>Create your account</Trans>}
      footer={
        <Typography>
          <Trans>
            Already have an account? <RouterLink to="/signin">Sign in</RouterLink>
          </Trans>
        </Typography>
      }
    >
      {signUp ? <SignUpSteps actor={signUp} /> : <Loader />}
    </AuthLayout>
  );
}

function SignUpSteps(props: { actor: ActorRefFrom<typeof signUpMachine> }) {
  const { t } = useLingui();
  const { actor } = props;
  const screen = useSelector(actor, selectSignUpScreen);
  // The code child, in the system while the address is being proved.
  const otp = useSystemActor('otpVerification');
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  if (screen === 'verifying') {
    return otp ? <OtpFlow actor={otp} purpose="signup" submitLabel={t`Send the code`} /> : <Loader />;
  }
  return (
    <SignUpDetailsForm
      error={error}
      pending={screen !== 'details'}
      onSubmit={(details) => actor.send({ type: 'SUBMIT', details })}
    />
  );
}
