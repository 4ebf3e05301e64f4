import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { POLICY_PAGES, type PolicyPage } from '../../../contracts/site.ts';
import { analyticsTagOf } from '../../../contracts/store.ts';
import { useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { reopenAnalyticsChoice } from '../../app/storage/analyticsChoice.ts';
import { RouterLink } from '../../components/RouterLink.tsx';

/**
 * The site footer, kept light: how to reach the store (its e-mail and phone, when it publishes
 * them), the policies, and the copyright, in small type on one or two lines (on phones the links
 * are stacked, each a tap high).
 */
export function Footer() {
  const { t } = useLingui();
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const hasAnalytics = useStoreBootstrap((snapshot) => analyticsTagOf(snapshot.context.settings) !== null);
  const contact = useStoreBootstrap((snapshot) => snapshot.context.settings?.store_contact);
  const colours = theme.storefront.footer;
  const year = new Date().getFullYear();
  const labels: Record<PolicyPage, string> = {
    privacy: t`Privacy policy`,
    terms: t`Terms of use`,
    returns: t`Returns and refunds`,
  };
  const policies = POLICY_PAGES.map((splat) => ({ splat, label: labels[splat] }));
  const email = contact?.email ?? null;
  const phone = contact?.phone ?? null;
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: colours.bg,
        color: colours.fg,
        px: { xs: 2, md: 4 },
        py: { xs: 3, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        typography: 'body2',
      }}
      data-testid="site-footer"
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'baseline',
          columnGap: 4,
          rowGap: 1.5,
          maxWidth: 1440,
          mx: 'auto',
        }}
      >
        {(email || phone) && (
          <Box
            component="address"
            aria-label={t`Contact ${storeName}`}
            sx={{ fontStyle: 'normal', display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}
          >
            {email && (
              <Link href={`mailto:${email}`} color="inherit">
                {email}
              </Link>
            )}
            {/* A phone number reads left to right in every language (+27 first, also in Arabic). */}
            {phone && (
              <Link href={`tel:${phone.replace(/\s/g, '')}`} color="inherit" dir="ltr">
                {phone}
              </Link>
            )}
          </Box>
        )}
        <Box
          component="nav"
          aria-label={t`Policies`}
          sx={{
            // Phones: one link a line, each a comfortable tap high; wider, one row.
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
            '& > a, & > button': { py: { xs: 0.75, sm: 0 }, alignSelf: 'flex-start' },
          }}
        >
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
        <Typography variant="body2" sx={{ marginInlineStart: { md: 'auto' }, opacity: 0.8 }}>
          <Trans>
            © {year} {storeName}. All rights reserved.
          </Trans>
        </Typography>
      </Box>
    </Box>
  );
}
