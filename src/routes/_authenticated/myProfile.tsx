import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/account/ProfilePage.tsx';

/** /myProfile (signed in): see ProfilePage. */
export const Route = createFileRoute('/_authenticated/myProfile')({
  component: ProfilePage,
});
