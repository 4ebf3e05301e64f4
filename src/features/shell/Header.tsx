import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import { styled, useTheme } from '@mui/material/styles';
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

/** Below this breakpoint (1200 px) the header is compact: navigation and settings go in a menu. */
const FULL = 'lg';
/** Below this one (600 px) the search field folds behind a button. */
const SEARCH_INLINE = 'sm';

// One styled element for the header, its parts plain elements (and MUI's buttons) styled from it: it
// is on every page, and each styled element's styles are worked out at every render (the server's
// too), where the header's Boxes were nine of them.
const HeaderRoot = styled('header', { skipSx: true })(({ theme }) => {
  const up = (key: typeof FULL | typeof SEARCH_INLINE | 'md') => theme.breakpoints.up(key);
  return {
    backgroundColor: theme.storefront.header.bg,
    color: theme.storefront.header.fg,
    '& > .skip-link': {
      position: 'absolute',
      insetInlineStart: -9999,
      '&:focus': {
        insetInlineStart: 8,
        top: 8,
        zIndex: 10,
        backgroundColor: theme.palette.background.paper,
        color: theme.palette.text.primary,
        padding: theme.spacing(1),
      },
    },
    '& > .header-frame': {
      maxWidth: 1440,
      marginLeft: 'auto',
      marginRight: 'auto',
      paddingLeft: theme.spacing(1),
      paddingRight: theme.spacing(1),
      paddingTop: theme.spacing(1),
      paddingBottom: theme.spacing(1),
      [up(SEARCH_INLINE)]: { paddingLeft: theme.spacing(2), paddingRight: theme.spacing(2) },
      [up('md')]: { paddingLeft: theme.spacing(4), paddingRight: theme.spacing(4) },
      [up(FULL)]: { paddingTop: theme.spacing(1.5), paddingBottom: theme.spacing(1.5) },
    },
    '& .header-row': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: theme.spacing(1),
      rowGap: theme.spacing(1),
      [up(SEARCH_INLINE)]: { columnGap: theme.spacing(2) },
    },
    // MUI's Button (already on first render) shaped as an icon button.
    '& .header-icon-button': {
      minWidth: 0,
      padding: theme.spacing(1),
      borderRadius: '50%',
      color: 'inherit',
    },
    '& .header-menu-button': { display: 'inline-flex', [up(FULL)]: { display: 'none' } },
    '& .header-search-button': {
      display: 'inline-flex',
      marginInlineStart: 'auto',
      [up(SEARCH_INLINE)]: { display: 'none' },
    },
    '& .header-home': { display: 'flex', color: 'inherit', minWidth: 0 },
    // Phones: a row of its own under the logo, once opened.
    '& .header-search': {
      display: 'none',
      order: 1,
      flex: '1 1 100%',
      '&[data-open]': { display: 'block' },
      [up(SEARCH_INLINE)]: { display: 'block', order: 0, flex: '1 1 200px', maxWidth: 480 },
    },
    '& .header-settings': {
      display: 'none',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      marginInlineStart: 'auto',
      [up(FULL)]: { display: 'flex' },
    },
    '& .header-cart': {
      [up(SEARCH_INLINE)]: { marginInlineStart: 'auto' },
      [up(FULL)]: { marginInlineStart: 0 },
    },
    '& .header-nav': {
      display: 'none',
      flexWrap: 'wrap',
      gap: theme.spacing(0.5),
      marginTop: theme.spacing(1),
      [up(FULL)]: { display: 'flex' },
      '& > a': { color: 'inherit', flexShrink: 0 },
    },
  };
});

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
    <HeaderRoot data-testid="site-header">
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <div className="header-frame">
        <div className="header-row">
          <Button
            className="header-icon-button header-menu-button"
            aria-label={t`Menu`}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
          >
            <HeaderIcon name="menu" />
          </Button>
          <Link className="header-home" to="/" aria-label={t`${storeName} home`}>
            <StoreLogo src={logo} alt={storeName} />
          </Link>
          <Button
            className="header-icon-button header-search-button"
            aria-label={t`Search products`}
            aria-expanded={searchOpen}
            aria-controls={searchId}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <HeaderIcon name="search" />
          </Button>
          <div className="header-search" data-open={searchOpen || undefined}>
            <SearchBox id={searchId} inputRef={searchInput} onSearched={() => setSearchOpen(false)} />
          </div>
          <div className="header-settings">
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
          </div>
          <div className="header-cart">
            <CartLink />
          </div>
        </div>
        <nav className="header-nav" aria-label={t`Main`}>
          {links.map((link) => (
            <Button key={link.to} component={Link} to={link.to}>
              {link.label}
            </Button>
          ))}
        </nav>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <HeaderMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </HeaderRoot>
  );
}
