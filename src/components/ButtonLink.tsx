import Button from '@mui/material/Button';
import { createLink } from '@tanstack/react-router';

/** A MUI button that navigates through the router, with type-checked routes and search params. */
export const ButtonLink = createLink(Button);
