import MuiLink from '@mui/material/Link';
import { createLink } from '@tanstack/react-router';

/** MUI's text link, navigating through the router with type-checked routes and params. */
export const RouterLink = createLink(MuiLink);
