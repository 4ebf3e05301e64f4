import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { AccountPagination } from '../../components/account/AccountPagination.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { accountQueries } from './queries/account.ts';
import { useSignInLabels } from './useSignInLabels.ts';

/** /loginSessions: the customer's sign-ins, newest first, successful or not, a page at a time. */
export function LoginSessionsPage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);

  return (
    <AccountLayout title={<Trans>Login sessions</Trans>}>
      <Typography color="text.secondary">
        <Trans>
          Every sign-in to your account, newest first. If you do not recognise one, change your password.
        </Trans>
      </Typography>
      {/* Another page of sign-ins loads in this place, its skeleton first; a failure shows here too. */}
      <QueryBoundary
        resetKey={page}
        pending={
          <Box role="status" aria-label={t`Loading your sign-ins`} sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Box>
        }
        failed={({ error, retry }) => (
          <LoadFailed error={error} fallback={t`Your sign-ins could not be loaded.`} onRetry={retry} />
        )}
      >
        <SignIns page={page} onPageChange={setPage} />
      </QueryBoundary>
    </AccountLayout>
  );
}

function SignIns(props: { page: number; onPageChange: (page: number) => void }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const labels = useSignInLabels();
  const { data: history } = useSuspenseQuery(accountQueries.loginHistory(api, props.page));
  return (
    <>
      {history.items.length === 0 ? (
        <Typography>
          <Trans>No sign-ins yet.</Trans>
        </Typography>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t`Sign-ins`}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
          >
            {history.items.map((record) => (
              <Paper
                component="li"
                key={record.id}
                variant="outlined"
                sx={{ p: 2, display: 'grid', gap: 0.5 }}
              >
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {labels.device(record)}
                  </Typography>
                  {record.succeeded ? (
                    <Chip size="small" color="success" variant="outlined" label={t`Signed in`} />
                  ) : (
                    <Chip size="small" color="error" variant="outlined" label={t`Failed`} />
                  )}
                </Box>
                <Typography variant="body2">
                  <time dateTime={record.signed_in_at}>{labels.when(record.signed_in_at)}</time>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Trans>
                    Method: {labels.method(record.method)} · Address: {labels.address(record.ip_address)}
                  </Trans>
                </Typography>
              </Paper>
            ))}
          </Box>
          <AccountPagination
            page={props.page}
            total={history.total}
            pageLimit={history.page_limit}
            onChange={props.onPageChange}
          />
        </>
      )}
    </>
  );
}
