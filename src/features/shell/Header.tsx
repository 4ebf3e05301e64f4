import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isSignedIn } from '../../../machines/session.machine.ts';
import { useSession, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { useStoreLogo } from '../../app/useStoreImages.ts';
import { StoreLogo } from '../../components/StoreLogo.tsx';
import { CartLink } from './CartLink.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { SearchBox } from './SearchBox.tsx';
import { ThemeModeSelect } from './ThemeModeSelect.tsx';

// The account menu pulls in MUI's menu code: only signed-in visitors download it.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

export function Header() {
  const { t } = useLingui();
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const logo = useStoreLogo(theme.palette.mode);
  const colours = theme.storefront.header;
  const signedIn = useSession(isSignedIn);
  const links = [
    { to: '/productListing', label: t`Products` },
    { to: '/listCategories', label: t`Categories` },
    { to: '/WishList', label: t`Wish list` },
  ] as const;
  return (
    <Box component="header" sx={{ bgcolor: colours.bg, color: colours.fg }} data-testid="site-header">
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: -9999,
          '&:focus': {
            insetInlineStart: 8,
            top: 8,
            zIndex: 10,
            bgcolor: 'background.paper',
            color: 'text.primary',
            p: 1,
          },
        }}
      >
        <Trans>Skip to content</Trans>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          px: { xs: 2, md: 4 },
          py: 1.5,
          maxWidth: 1440,
          mx: 'auto',
        }}
      >
        <Box
          component={Link}
          to="/"
          aria-label={t`${storeName} home`}
          sx={{ display: 'flex', color: 'inherit' }}
        >
          <StoreLogo src={logo} alt={storeName} />
        </Box>
        <Box
          component="nav"
          aria-label={t`Main`}
          // On phones the links take their own scrollable row under the logo and controls.
          sx={{
            display: 'flex',
            gap: 0.5,
            flex: { xs: '1 1 100%', md: 1 },
            order: { xs: 3, md: 0 },
            overflowX: 'auto',
            whiteSpace: 'nowrap',
          }}
        >
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} sx={{ color: 'inherit' }}>
              {link.label}
            </Button>
          ))}
          <CartLink />
        </Box>
        <SearchBox />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            marginInlineStart: 'auto',
          }}
        >
          <LanguageSelect />
          <ThemeModeSelect />
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountMenu />
            </Suspense>
          ) : (
            <Button component={Link} to="/signin" variant="contained" color="primary">
              <Trans>Sign in</Trans>
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
