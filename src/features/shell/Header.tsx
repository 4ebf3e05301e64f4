import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isSignedIn } from '../../../machines/auth/session.machine.ts';
import { useSession, useStoreBootstrap } from '../../app/AppSystemContext.tsx';
import { useStoreLogo } from '../../app/hooks/useStoreImages.ts';
import { StoreLogo } from '../../components/StoreLogo.tsx';
import { CartLink } from './CartLink.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { useMainLinks } from './mainLinks.ts';
import { SearchBox } from './SearchBox.tsx';
import { ThemeModeSelect } from './ThemeModeSelect.tsx';

// The account menu pulls in MUI's menu code: only signed-in visitors download it.
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));
// The drawer (MUI's modal, transitions and focus trap) loads on the menu's first open.
const HeaderMenu = lazy(() => import('./HeaderMenu.tsx'));

/** The header's icon buttons: MUI's Button (already on first render) shaped as an icon button. */
const ICON_BUTTON = { minWidth: 0, p: 1, borderRadius: '50%', color: 'inherit' } as const;

/** Below this breakpoint (1200 px) the header is compact: navigation and settings go in a menu. */
const FULL = 'lg';
/** Below this one (600 px) the search field folds behind a button. */
const SEARCH_INLINE = 'sm';

/**
 * The site header. From 1200 px: logo, search, language, theme, sign in and cart, with the main
 * navigation in a second row that wraps rather than overlaps. Narrower: a menu button (holding the
 * navigation, language, theme and sign in), the logo, the search and the cart; on phones the search
 * is a button that opens the field in a row of its own. Both layouts are one tree switched by CSS,
 * so the first render needs no media query.
 */
export function Header() {
  const { t } = useLingui();
  const theme = useTheme();
  const storeName = useStoreBootstrap((snapshot) => snapshot.context.store?.store_display_name ?? '');
  const logo = useStoreLogo(theme.palette.mode);
  const colours = theme.storefront.header;
  const signedIn = useSession(isSignedIn);
  const links = useMainLinks();
  const menuId = useId();
  const searchId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  // The drawer stays mounted after its first open, so that it can animate closed.
  const [menuUsed, setMenuUsed] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (searchOpen) searchInput.current?.focus();
  }, [searchOpen]);

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
      <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1, sm: 2, md: 4 }, py: { xs: 1, [FULL]: 1.5 } }}>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: { xs: 1, sm: 2 },
            rowGap: 1,
          }}
        >
          <Button
            aria-label={t`Menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            sx={{ ...ICON_BUTTON, display: { xs: 'inline-flex', [FULL]: 'none' } }}
          >
            <HeaderIcon name="menu" />
          </Button>
          <Box
            component={Link}
            to="/"
            aria-label={t`${storeName} home`}
            sx={{ display: 'flex', color: 'inherit', minWidth: 0 }}
          >
            <StoreLogo src={logo} alt={storeName} />
          </Box>
          <Button
            aria-label={t`Search products`}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
            sx={{
              ...ICON_BUTTON,
              display: { xs: 'inline-flex', [SEARCH_INLINE]: 'none' },
              marginInlineStart: 'auto',
            }}
          >
            <HeaderIcon name="search" />
          </Button>
          <Box
            sx={{
              display: { xs: searchOpen ? 'block' : 'none', [SEARCH_INLINE]: 'block' },
              // Phones: a row of its own under the logo, once opened.
              order: { xs: 1, [SEARCH_INLINE]: 0 },
              flex: { xs: '1 1 100%', [SEARCH_INLINE]: '1 1 200px' },
              maxWidth: { [SEARCH_INLINE]: 480 },
            }}
          >
            <SearchBox id={searchId} inputRef={searchInput} onSearched={() => setSearchOpen(false)} />
          </Box>
          <Box
            sx={{
              display: { xs: 'none', [FULL]: 'flex' },
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
          <Box sx={{ marginInlineStart: { [SEARCH_INLINE]: 'auto', [FULL]: 0 } }}>
            <CartLink />
          </Box>
        </Box>
        <Box
          component="nav"
          aria-label={t`Main`}
          sx={{ display: { xs: 'none', [FULL]: 'flex' }, flexWrap: 'wrap', gap: 0.5, mt: 1 }}
        >
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to} sx={{ color: 'inherit', flexShrink: 0 }}>
              {link.label}
            </Button>
          ))}
        </Box>
      </Box>
      {menuUsed && (
        <Suspense fallback={null}>
          <HeaderMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
