import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type UseMutationResult, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { WishlistItem } from '../../../contracts/cfs.ts';
import { PRODUCT_TYPES } from '../../../contracts/pbs.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { wishlistMutations, wishlistQueries } from '../../api/queries/wishlist.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { cartProductOf } from '../../app/hooks/cartProductOf.ts';
import { ButtonLink } from '../../components/ButtonLink.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { LabelledNativeSelect } from '../../components/LabelledNativeSelect.tsx';
import { LoadFailed } from '../../components/LoadFailed.tsx';
import { Price } from '../../components/Price.tsx';
import { ProductImage } from '../../components/ProductImage.tsx';
import { QueryBoundary } from '../../components/QueryBoundary.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { useProductTypeLabel } from '../../components/useCatalogueLabels.ts';
import { useDebouncedValue } from '../../components/useDebouncedValue.ts';
import { useMoveToCart } from './useMoveToCart.ts';
import { parseWishlistSearch, type WishlistSearch } from './wishlistSearch.ts';

/** /WishList: saved products, a type filter and a search; move a product to the cart or remove it. */
export function WishlistPage(props: {
  search: WishlistSearch;
  onSearchChange: (next: WishlistSearch) => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const typeLabel = useProductTypeLabel();
  const [text, setText] = useState(props.search.q ?? '');
  const settledText = useDebouncedValue(text, 300);
  const { search, onSearchChange } = props;
  useEffect(() => {
    // The address's own rule: a search without a letter or a digit is no search (never sent).
    const { q } = parseWishlistSearch({ q: settledText });
    if ((q ?? '') !== (search.q ?? '')) onSearchChange({ ...search, q });
  }, [settledText, search, onSearchChange]);

  const remove = useMutation(wishlistMutations.remove(api, queryClient));
  const filtered = search.type !== undefined || search.q !== undefined;
  return (
    <Container sx={{ py: 4, display: 'grid', gap: 3 }}>
      <Typography component="h1" variant="h4">
        <Trans>Wish list</Trans>
      </Typography>
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'end' }}>
        <LabelledNativeSelect
          label={t`Product type`}
          value={search.type ?? ''}
          minWidth={180}
          onChange={(value) =>
            onSearchChange({ ...search, type: PRODUCT_TYPES.find((type) => type === value) })
          }
        >
          <option value="">{t`All types`}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </LabelledNativeSelect>
        <TextField
          label={t`Search the wish list`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Box>
      <FlowErrorAlert error={remove.error ? toFlowError(remove.error) : null} />
      {/* The list loads in this place under the filters, its skeleton first; a failure shows here too. */}
      <QueryBoundary
        resetKey={`${search.type ?? ''}|${search.q ?? ''}`}
        pending={
          <Box role="status" aria-label={t`Loading your wish list`} sx={{ display: 'grid', gap: 2 }}>
            <Skeleton variant="rounded" height={120} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        }
        failed={({ error, retry }) => (
          <LoadFailed error={error} fallback={t`Your wish list could not be loaded.`} onRetry={retry} />
        )}
      >
        <WishlistItems
          search={search}
          filtered={filtered}
          remove={remove}
          onShowAll={() => {
            setText('');
            onSearchChange({});
          }}
        />
      </QueryBoundary>
    </Container>
  );
}

/** The saved products matching the filters: each with Move to cart and Remove, or why there are none. */
function WishlistItems(props: {
  search: WishlistSearch;
  filtered: boolean;
  remove: UseMutationResult<unknown, Error, number>;
  onShowAll: () => void;
}) {
  const { api } = useAppSystem();
  const typeLabel = useProductTypeLabel();
  const { search, remove } = props;
  const { data: list } = useSuspenseQuery(
    wishlistQueries.list(api, { productType: search.type, search: search.q }),
  );
  const items = list.Products;
  const removeProduct = useCallback(
    (productId: number) => {
      const entry = items.find((item) => item.product_id === productId);
      if (entry) remove.mutate(entry.wishlistId);
    },
    [items, remove.mutate],
  );
  const moveToCart = useMoveToCart(removeProduct);
  return items.length === 0 ? (
    <Paper
      variant="outlined"
      sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'center', textAlign: 'center' }}
    >
      <Typography component="h2" variant="h6">
        {props.filtered ? (
          <Trans>Nothing in your wish list matches</Trans>
        ) : (
          <Trans>Your wish list is empty</Trans>
        )}
      </Typography>
      {props.filtered ? (
        <Button onClick={props.onShowAll}>
          <Trans>Show the whole wish list</Trans>
        </Button>
      ) : (
        <ButtonLink to="/productListing" variant="contained">
          <Trans>Browse products</Trans>
        </ButtonLink>
      )}
    </Paper>
  ) : (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {items.map((item) => (
        <WishlistRow
          key={item.wishlistId}
          item={item}
          typeLabel={typeLabel(item.product_type_name)}
          onRemove={() => props.remove.mutate(item.wishlistId)}
          onMoveToCart={() => moveToCart.move(cartProductOf(item))}
          removing={
            (props.remove.isPending && props.remove.variables === item.wishlistId) ||
            moveToCart.moving.includes(item.product_id)
          }
        />
      ))}
    </Box>
  );
}

function WishlistRow(props: {
  item: WishlistItem;
  typeLabel: string;
  onRemove: () => void;
  onMoveToCart: () => void;
  removing: boolean;
}) {
  const { t } = useLingui();
  const moveLabel = t`Move to cart`;
  const { item } = props;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        alignItems: 'center',
      }}
    >
      <Box sx={{ width: { xs: 72, sm: 96 } }}>
        <ProductImage image={item.product_image} alt={item.product_name} />
      </Box>
      <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
        <RouterLink to="/ProductDetails" search={{ id: item.product_id }} sx={{ fontWeight: 600 }}>
          {item.product_name}
        </RouterLink>
        <Typography variant="body2" color="text.secondary">
          {props.typeLabel} · {item.vendor_name}
        </Typography>
        <Price product={item} />
        {!item.in_stock && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Out of stock</Trans>
          </Typography>
        )}
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          disabled={!item.in_stock || props.removing}
          // Its name starts with its visible text, in every language (WCAG 2.5.3).
          aria-label={`${moveLabel} ${item.product_name}`}
          onClick={props.onMoveToCart}
        >
          {moveLabel}
        </Button>
        <Button
          disabled={props.removing}
          aria-label={t`Remove ${item.product_name} from the wish list`}
          onClick={props.onRemove}
        >
          <Trans>Remove</Trans>
        </Button>
      </Box>
    </Paper>
  );
}
