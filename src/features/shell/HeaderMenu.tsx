import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { isSignedIn, selectCustomerName } from '../../../machines/auth/session.machine.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { useMainLinks } from './mainLinks.ts';
import { ThemeModeSelect } from './ThemeModeSelect.tsx';

/**
 * The phone and tablet header's menu: the main navigation, the language and theme, and sign in
 * or the signed-in customer with their orders, their account and sign out. A modal drawer from the start edge (the right in
 * Arabic): it holds focus while open, Escape or the close button closes it, and focus goes back
 * to the menu button. Loaded on the first open only: the drawer's code is not on first render.
 */
export default function HeaderMenu(props: { id: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const { session } = useAppSystem();
  const signedIn = useSession(isSignedIn);
  const name = useSession(selectCustomerName);
  const links = useMainLinks();
  const titleId = useId();
  return (
    <Drawer
      anchor="left"
      open={props.open}
      onClose={props.onClose}
      slotProps={{
        paper: {
          id: props.id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: 300, maxWidth: '85vw', p: 2, display: 'grid', alignContent: 'start', gap: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} component="h2" variant="h6">
          <Trans>Menu</Trans>
        </Typography>
        <IconButton onClick={props.onClose} aria-label={t`Close menu`} color="inherit">
          <HeaderIcon name="close" />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t`Main`} sx={{ display: 'grid' }}>
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            onClick={props.onClose}
            color="inherit"
            sx={{ justifyContent: 'flex-start' }}
          >
            {link.label}
          </Button>
        ))}
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <LanguageSelect />
        <ThemeModeSelect />
      </Box>
      <Divider />
      {signedIn ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
          <Box component="nav" aria-label={t`Your account`} sx={{ display: 'grid' }}>
            <Button
              component={Link}
              to="/userprofile/order"
              onClick={props.onClose}
              color="inherit"
              sx={{ justifyContent: 'flex-start' }}
            >
              <Trans>Orders</Trans>
            </Button>
            <Button
              component={Link}
              to="/myProfile"
              onClick={props.onClose}
              color="inherit"
              sx={{ justifyContent: 'flex-start' }}
            >
              <Trans>My account</Trans>
            </Button>
          </Box>
          <Button
            variant="outlined"
            onClick={() => {
              props.onClose();
              session.send({ type: 'SIGN_OUT', full: true });
            }}
          >
            <Trans>Sign out</Trans>
          </Button>
        </Box>
      ) : (
        <Button component={Link} to="/signin" variant="contained" color="primary" onClick={props.onClose}>
          <Trans>Sign in</Trans>
        </Button>
      )}
    </Drawer>
  );
}
