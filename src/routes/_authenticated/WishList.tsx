import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeading } from '../../components/PageHeading.tsx';

export const Route = createFileRoute('/_authenticated/WishList')({
  component: WishListPage,
});

function WishListPage() {
  return (
    <PageHeading>
      <Trans>Wish list</Trans>
    </PageHeading>
  );
}
