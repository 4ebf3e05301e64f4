import { Trans, useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { OtpFlow } from './OtpFlow.tsx';
import { SignUpDetailsForm } from './SignUpDetailsForm.tsx';

/** SPEC section 9, signup type otp: prove the e-mail or phone with a code, then name and password. */
export function SignUpPage() {
  const { t } = useLingui();
  const [signupToken, setSignupToken] = useState<string | null>(null);
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
      {signupToken ? (
        <SignUpDetailsForm signupToken={signupToken} />
      ) : (
        <OtpFlow
          purpose="signup"
          submitLabel={t`Send the code`}
          onVerified={(result) => {
            if ('signup_token' in result) setSignupToken(result.signup_token);
          }}
        />
      )}
    </AuthLayout>
  );
}
