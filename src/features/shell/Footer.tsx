import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { POLICY_PAGES, type PolicyPage } from '../../../contracts/site.ts';
import { analyticsTagOf } from '../../../contracts/store.ts';
import { useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { reopenAnalyticsChoice } from '../../app/analyticsChoice.ts';
import { RouterLink } from '../../components/RouterLink.tsx';

export function Footer() {
  const { t } = useLingui();
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const hasAnalytics = useStoreBootstrap((snapshot) => analyticsTagOf(snapshot.context.settings) !== null);
  const colours = theme.storefront.footer;
  const year = new Date().getFullYear();
  const labels: Record<PolicyPage, string> = {
    privacy: t`Privacy policy`,
    terms: t`Terms of use`,
    returns: t`Returns and refunds`,
  };
  const policies = POLICY_PAGES.map((splat) => ({ splat, label: labels[splat] }));
  return (
    <Box
      component="footer"
      sx={{ bgcolor: colours.bg, color: colours.fg, px: { xs: 2, md: 4 }, py: 3 }}
      data-testid="site-footer"
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 2,
          maxWidth: 1440,
          mx: 'auto',
        }}
      >
        <Box component="nav" aria-label={t`Policies`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {policies.map((policy) => (
            <RouterLink key={policy.splat} to="/policies/$" params={{ _splat: policy.splat }} color="inherit">
              {policy.label}
            </RouterLink>
          ))}
          {/* The store may publish more (shipping, nested pages): all of them are listed there. */}
          <RouterLink to="/policies/$" params={{ _splat: '' }} color="inherit">
            <Trans>All policies</Trans>
          </RouterLink>
          {/* A store with an analytics tag: the shopper's answer can be changed here at any time. */}
          {hasAnalytics && (
            <Link component="button" type="button" color="inherit" onClick={reopenAnalyticsChoice}>
              <Trans>Analytics choice</Trans>
            </Link>
          )}
        </Box>
        <Typography variant="body2">
          <Trans>
            © {year} {storeName}. All rights reserved.
          </Trans>
        </Typography>
      </Box>
    </Box>
  );
}
