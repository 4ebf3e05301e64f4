import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { RouterLink } from '../RouterLink.tsx';

/**
 * The account area's navigation: every page of the customer's account. The open page is marked
 * (aria-current, from the router) and shown bold. A list that wraps on a phone, a column beside
 * the page from the tablet up.
 */
export function AccountNav() {
  const { t } = useLingui();
  const links = [
    { to: '/myProfile', label: t`My profile` },
    { to: '/userDetails', label: t`User details` },
    { to: '/preferences', label: t`Preferences` },
    { to: '/customerAddress', label: t`Addresses` },
    { to: '/userprofile/order', label: t`Orders` },
    { to: '/userprofile/myOrder', label: t`My orders` },
    { to: '/loginSessions', label: t`Login sessions` },
    { to: '/activeSessions', label: t`Active sessions` },
  ] as const;
  return (
    <Box component="nav" aria-label={t`Your account`}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: { xs: 'row', md: 'column' },
          flexWrap: 'wrap',
          gap: { xs: 1.5, md: 1 },
        }}
      >
        {links.map((link) => (
          <li key={link.to}>
            <RouterLink
              to={link.to}
              underline="hover"
              sx={{
                display: 'inline-block',
                py: 0.5,
                '&[aria-current="page"]': { fontWeight: 700, textDecoration: 'underline' },
              }}
            >
              {link.label}
            </RouterLink>
          </li>
        ))}
      </Box>
    </Box>
  );
}
