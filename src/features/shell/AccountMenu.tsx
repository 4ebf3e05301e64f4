import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { createLink } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isSigningOut, selectCustomerName } from '../../../machines/auth/session.machine.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';
import { useShownCustomerName } from '../../app/firstScreen.ts';

const MenuItemLink = createLink(MenuItem);

/**
 * The signed-in customer's name, opening a menu with their orders, their account and sign-out.
 * Loaded only for signed-in visitors.
 */
export default function AccountMenu() {
  const { session } = useAppSystem();
  const name = useShownCustomerName(useSession(selectCustomerName));
  const signingOut = useSession(isSigningOut);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        loading={signingOut}
        sx={{ textTransform: 'none', fontWeight: 600 }}
      >
        {name}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItemLink to="/userprofile/order" onClick={() => setAnchor(null)}>
          <Trans>Orders</Trans>
        </MenuItemLink>
        <MenuItemLink to="/myProfile" onClick={() => setAnchor(null)}>
          <Trans>My account</Trans>
        </MenuItemLink>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            session.send({ type: 'SIGN_OUT', full: true });
          }}
        >
          <Trans>Sign out</Trans>
        </MenuItem>
      </Menu>
    </>
  );
}
