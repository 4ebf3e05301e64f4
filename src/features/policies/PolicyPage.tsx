import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { policyQueries } from '../../api/queries/policies.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../app/firstScreen.ts';
import { RouterLink } from '../../components/RouterLink.tsx';
import { formatDay, shownTimeZone } from '../../lib/dateFormat.ts';
import { policyBlocks, textLanguage } from './policyText.ts';

/** One policy page: its sections, when it last changed, the pages nested under it and its parent. */
export function PolicyPage({ path }: { path: string }) {
  const { t, i18n } = useLingui();
  const { api } = useAppSystem();
  const { data: policy } = useSuspenseQuery(policyQueries.page(api, path));
  const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : null;
  // A page the store has not translated is shown in English, marked so for screen readers.
  const language = textLanguage(policy.language_code, i18n.locale);
  const timeZone = shownTimeZone(useDrawnFromServer());
  const updated = formatDay(policy.updated_at, i18n.locale, timeZone);

  return (
    <Container component="article" lang={language?.lang} dir={language?.dir} sx={{ py: 4, maxWidth: 'md' }}>
      <Box component="nav" aria-label={t`Policies`} sx={{ mb: 2, display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <RouterLink to="/policies/$" params={{ _splat: '' }}>
          <Trans>All policies</Trans>
        </RouterLink>
        {parent !== null && (
          <RouterLink to="/policies/$" params={{ _splat: parent }}>
            <Trans>Up one level</Trans>
          </RouterLink>
        )}
      </Box>
      <Typography component="h1" variant="h4" gutterBottom>
        {policy.title}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          <Trans>Last updated {updated}</Trans>
        </Typography>
      )}
      {policyBlocks(policy.body).map((block, index) =>
        block.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one text, in order, never reordered
          <Typography key={index} component="h2" variant="h6" sx={{ mt: 3, mb: 1 }}>
            {block.text}
          </Typography>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Typography key={index} sx={{ mb: 2 }}>
            {block.text}
          </Typography>
        ),
      )}
      {policy.children.length > 0 && (
        <Box component="section" aria-labelledby="policy-children" sx={{ mt: 4 }}>
          <Typography id="policy-children" component="h2" variant="h6">
            <Trans>More on this</Trans>
          </Typography>
          <Box component="ul" sx={{ pl: 3 }}>
            {policy.children.map((child) => (
              <li key={child.path}>
                <RouterLink to="/policies/$" params={{ _splat: child.path }}>
                  {child.title}
                </RouterLink>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Container>
  );
}
