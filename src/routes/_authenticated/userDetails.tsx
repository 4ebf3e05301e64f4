import { createFileRoute } from '@tanstack/react-router';
import { UserDetailsPage } from '../../features/account/UserDetailsPage.tsx';

/** /userDetails (signed in): see UserDetailsPage. */
export const Route = createFileRoute('/_authenticated/userDetails')({
  component: UserDetailsPage,
});
