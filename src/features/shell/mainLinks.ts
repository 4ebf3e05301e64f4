import { useLingui } from '@lingui/react/macro';

/** The header's main navigation, in the desktop header's second row and in the phone menu. */
export function useMainLinks() {
  const { t } = useLingui();
  return [
    { to: '/productListing', label: t`Products` },
    { to: '/listCategories', label: t`Categories` },
    { to: '/vendor', label: t`Vendors` },
    { to: '/WishList', label: t`Wish list` },
  ] as const;
}
