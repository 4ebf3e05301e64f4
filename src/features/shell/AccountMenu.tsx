import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { isSigningOut, selectCustomerName } from '../../../machines/session.machine.ts';
import { useAppSystem, useSession } from '../../app/AppSystemContext.tsx';

/** The signed-in customer's name, opening a menu with sign-out. Loaded only for signed-in visitors. */
export default function AccountMenu() {
  const { session } = useAppSystem();
  const name = useSession(selectCustomerName);
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
