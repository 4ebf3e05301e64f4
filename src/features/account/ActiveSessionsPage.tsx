import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { AccountLayout } from '../../components/account/AccountLayout.tsx';
import { AccountPagination } from '../../components/account/AccountPagination.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { accountMutations, accountQueries } from './queries/account.ts';
import { TrustedDevices } from './TrustedDevices.tsx';
import { useSignInLabels } from './useSignInLabels.ts';

/**
 * /activeSessions: the sessions signed in now, newest first, this one marked; any other can be
 * signed out, or all others at once. A session signed out here is refused at its next request.
 */
export function ActiveSessionsPage() {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [done, setDone] = useState<string | null>(null);
  const signOutOne = useMutation({
    ...accountMutations.signOutSession(api, queryClient),
    onSuccess: () => setDone(t`The session was signed out.`),
  });
  const signOutOthers = useMutation({
    ...accountMutations.signOutOthers(api, queryClient),
    onSuccess: (answer) =>
      setDone(
        answer.signed_out === 1
          ? t`1 other session was signed out.`
          : t`${answer.signed_out} other sessions were signed out.`,
      ),
  });
  const busy = signOutOne.isPending || signOutOthers.isPending;
  const failure = signOutOne.error ?? signOutOthers.error;

  return (
    <AccountLayout title={<Trans>Active sessions</Trans>}>
      <Typography color="text.secondary">
        <Trans>The browsers and devices signed in to your account now. Sign out any you do not use.</Trans>
      </Typography>
      <Box role="status" aria-live="polite">
        {done && !busy && !failure ? <Typography>{done}</Typography> : null}
      </Box>
      <FlowErrorAlert
        error={failure ? toFlowError(failure) : null}
        fallback={t`The session could not be signed out.`}
      />
      {/* Another page of sessions loads in this place, its skeleton first; a failure shows here too. */}
      <QueryBoundary
        resetKey={page}
        pending={
          <Box role="status" aria-label={t`Loading your sessions`} sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={72} />
          </Box>
        }
        failed={({ error, retry }) => (
          <LoadFailed error={error} fallback={t`Your sessions could not be loaded.`} onRetry={retry} />
        )}
      >
        <Sessions
          page={page}
          onPageChange={setPage}
          busy={busy}
          onSignOutOthers={() => {
            setDone(null);
            signOutOne.reset();
            signOutOthers.mutate();
          }}
          onSignOut={(sessionId) => {
            setDone(null);
            signOutOthers.reset();
            signOutOne.mutate(sessionId);
          }}
        />
      </QueryBoundary>
      <TrustedDevices />
    </AccountLayout>
  );
}

/** A page of the sessions, this one marked, with Sign out on the others and on all of them. */
function Sessions(props: {
  page: number;
  onPageChange: (page: number) => void;
  busy: boolean;
  onSignOutOthers: () => void;
  onSignOut: (sessionId: string) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const labels = useSignInLabels();
  const { data: sessions } = useSuspenseQuery(accountQueries.activeSessions(api, props.page));
  const others = sessions.total - (sessions.items.some((s) => s.current) ? 1 : 0);
  return (
    <>
      {others > 0 ? (
        <Box>
          <Button variant="outlined" color="error" disabled={props.busy} onClick={props.onSignOutOthers}>
            <Trans>Sign out all other sessions</Trans>
          </Button>
        </Box>
      ) : null}
      <Box
        component="ul"
        aria-label={t`Sessions`}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {sessions.items.map((session) => {
          const device = labels.device(session);
          return (
            <Paper
              component="li"
              key={session.id}
              variant="outlined"
              sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
            >
              <Box sx={{ display: 'grid', gap: 0.5, flex: '1 1 240px', minWidth: 0 }}>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                    {device}
                  </Typography>
                  {session.current ? <Chip size="small" color="primary" label={t`This session`} /> : null}
                </Box>
                <Typography variant="body2">
                  <Trans>
                    Signed in <time dateTime={session.signed_in_at}>{labels.when(session.signed_in_at)}</time>
                  </Trans>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  <Trans>
                    Method: {labels.method(session.method)} · Address: {labels.address(session.ip_address)}
                  </Trans>
                </Typography>
              </Box>
              {session.current ? null : (
                <Button
                  variant="outlined"
                  disabled={props.busy}
                  aria-label={t`Sign out the session on ${device}`}
                  onClick={() => props.onSignOut(session.id)}
                >
                  <Trans>Sign out</Trans>
                </Button>
              )}
            </Paper>
          );
        })}
      </Box>
      <AccountPagination
        page={props.page}
        total={sessions.total}
        pageLimit={sessions.page_limit}
        onChange={props.onPageChange}
      />
    </>
  );
}
