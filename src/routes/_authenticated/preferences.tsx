import { createFileRoute } from '@tanstack/react-router';
import { PreferencesPage } from '../../features/account/PreferencesPage.tsx';

/** /preferences (signed in): see PreferencesPage. */
export const Route = createFileRoute('/_authenticated/preferences')({
  component: PreferencesPage,
});
