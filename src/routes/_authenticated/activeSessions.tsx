import { createFileRoute } from '@tanstack/react-router';
import { ActiveSessionsPage } from '../../features/account/ActiveSessionsPage.tsx';

/** /activeSessions (signed in): see ActiveSessionsPage. */
export const Route = createFileRoute('/_authenticated/activeSessions')({
  component: ActiveSessionsPage,
});
