import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { RouterLink } from '../../components/RouterLink.tsx';
import { AuthLayout } from './AuthLayout.tsx';
import { FormError } from './FormError.tsx';

export function ResetLinkInvalidPage(props: { error: unknown }) {
  return (
    <AuthLayout title={<Trans>Choose a new password</Trans>}>
      <FormError error={props.error} />
      <Button component={RouterLink} to="/forgotPassword" variant="contained">
        <Trans>Ask for a new link</Trans>
      </Button>
    </AuthLayout>
  );
}
