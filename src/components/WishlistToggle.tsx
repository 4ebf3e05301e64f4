import { useLingui } from '@lingui/react/macro';
import IconButton from '@mui/material/IconButton';
import { useWishlist } from '../app/hooks/useWishlist.ts';

/** The heart on a product: in the wish list or not; a guest is asked to sign in first. */
export function WishlistToggle(props: { productId: number; productName: string; size?: 'small' | 'medium' }) {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const saved = wishlist.isInWishlist(props.productId);
  const name = props.productName;
  return (
    <IconButton
      size={props.size ?? 'medium'}
      aria-pressed={saved}
      aria-label={saved ? t`Remove ${name} from the wish list` : t`Add ${name} to the wish list`}
      disabled={wishlist.busy}
      onClick={() => wishlist.toggle(props.productId, name)}
      sx={{ color: saved ? 'error.main' : 'inherit' }}
    >
      <span aria-hidden="true">{saved ? '♥' : '♡'}</span>
    </IconButton>
  );
}
