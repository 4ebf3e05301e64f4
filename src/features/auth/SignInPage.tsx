import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { TokenSet } from '../../../contracts/ums.ts';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { OtpFlow } from './OtpFlow.tsx';
import { PasswordSignInForm } from './PasswordSignInForm.tsx';
import { useSignInSuccess } from './useSignInSuccess.ts';

type Method = 'password' | 'otp';

export function SignInPage() {
  const { t } = useLingui();
  const [method, setMethod] = useState<Method>('password');
  const signedIn = useSignInSuccess();
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
      <Tabs value={method} onChange={(_, value: Method) => setMethod(value)} variant="fullWidth">
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
          <PasswordSignInForm />
        ) : (
          <OtpFlow
            purpose="login"
            submitLabel={t`Send the code`}
            onVerified={(result) => signedIn(result as TokenSet)}
          />
        )}
      </Box>
    </AuthLayout>
  );
}
