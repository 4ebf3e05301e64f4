import { Trans } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { policyQueries } from '../../api/queries/policies.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';

/** /policies: every policy page the store publishes, nested pages indented under their parent. */
export function PoliciesIndexPage() {
  const { api } = useAppSystem();
  const { data } = useSuspenseQuery(policyQueries.list(api));
  return (
    <Container sx={{ py: 4, maxWidth: 'md' }}>
      <Typography component="h1" variant="h4" gutterBottom>
        <Trans>Policies</Trans>
      </Typography>
      {data.policies.length === 0 ? (
        <Typography>
          <Trans>This store has not published any policies yet.</Trans>
        </Typography>
      ) : (
        <Box component="ul" sx={{ pl: 3 }}>
          {data.policies.map((policy) => (
            <Box component="li" key={policy.path} sx={{ ml: 3 * (policy.path.split('/').length - 1), mb: 1 }}>
              <RouterLink to="/policies/$" params={{ _splat: policy.path }}>
                {policy.title}
              </RouterLink>
            </Box>
          ))}
        </Box>
      )}
    </Container>
  );
}
