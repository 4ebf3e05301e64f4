import { useLingui } from '@lingui/react/macro';
import type { ProductTypeName } from '../../contracts/pbs.ts';

/** Translated names of the seven product types (SPEC section 1); unknown names are shown as they are. */
export function useProductTypeLabel(): (type: string) => string {
  const { t } = useLingui();
  const labels: Record<ProductTypeName, string> = {
    Physical: t`Physical`,
    Service: t`Service`,
    Digital: t`Digital`,
    Subscription: t`Subscription`,
    Bundled: t`Bundle`,
    'Packaged Service': t`Packaged service`,
    API: t`API`,
  };
  return (type) => labels[type as ProductTypeName] ?? type;
}

/** Translated labels of the store's sorting elements, by key; an unknown key keeps the store's label. */
export function useSortLabel(): (key: string, fallback: string) => string {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    relevance: t`Relevance`,
    price_asc: t`Price: low to high`,
    price_desc: t`Price: high to low`,
    newest: t`Newest first`,
    rating_desc: t`Highest rated`,
    discount_desc: t`Biggest discount`,
  };
  return (key, fallback) => labels[key] ?? fallback;
}
