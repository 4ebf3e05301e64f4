import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/trainingOverview/$orderItemId/$orderId')({
  component: TrainingOverviewPage,
});

function TrainingOverviewPage() {
  return (
    <PageHeading>
      <Trans>Training overview</Trans>
    </PageHeading>
  );
}
