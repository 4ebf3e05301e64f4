import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/preferences')({
  component: PreferencesPage,
});

function PreferencesPage() {
  return (
    <PageHeading>
      <Trans>Preferences</Trans>
    </PageHeading>
  );
}
