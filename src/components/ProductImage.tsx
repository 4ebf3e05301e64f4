import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useAppSystem } from '../app/AppSystemContext.tsx';
import { mediaUrl } from '../lib/mediaUrl.ts';
import { firstImage } from '../lib/productImage.ts';

/** The intrinsic size the catalogue's images are drawn at (square), for the width/height attributes. */
const IMAGE_SIZE = 600;
/** The backdrop of the generated pictures (server/media/product-image-svg.ts), behind every picture. */
const STUDIO_GREY = '#EFEFEC';

/**
 * A product image in a fixed square box, so nothing shifts while it loads. `image` is a media
 * path or a comma-separated list (its first path is used, SPEC section 3); the address comes from
 * the store's media base. Images load lazily unless `eager` (the first screen's), and `priority`
 * (the page's largest paint: eager, and fetched before other images); they decode off the main
 * thread. A missing or broken image leaves a neutral tile with the same name.
 *
 * Framed as a shop frames product photos: every picture fits whole ('contain') in the same box
 * on the same pale studio grey the generated pictures are drawn on, in light and dark themes
 * alike, so a store's own picture of another shape sits on a backdrop that matches the others.
 * A store's picture may be on another site (its address is sent on from /media/products/…):
 * that site is not told which page of the shop asked for it.
 */
export function ProductImage(props: {
  image: string | null | undefined;
  /** The product name. */
  alt: string;
  /** The page's largest image (its LCP): loaded at once, with high fetch priority. */
  priority?: boolean;
  /** On the first screen: loaded at once, at the usual priority. */
  eager?: boolean;
  /** Width / height; 1 (square) by default. */
  ratio?: number;
}) {
  const { t } = useLingui();
  const { config } = useAppSystem();
  const src = mediaUrl(config.mediaBaseUrl, firstImage(props.image));
  const [failed, setFailed] = useState<string | null>(null);
  const ratio = props.ratio ?? 1;
  const broken = !src || failed === src;
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: String(ratio),
        overflow: 'hidden',
        bgcolor: STUDIO_GREY,
        borderRadius: 1,
      }}
    >
      {broken ? (
        <Box
          role="img"
          aria-label={props.alt || t`No image`}
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            // On the studio grey in either theme.
            color: '#9A9A95',
          }}
        >
          <svg width="40%" height="40%" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2ZM8.5 13.5l2.5 3 3.5-4.5 4.5 6H5l3.5-4.5Z"
            />
          </svg>
        </Box>
      ) : (
        <img
          src={src}
          alt={props.alt}
          width={IMAGE_SIZE}
          height={Math.round(IMAGE_SIZE / ratio)}
          loading={props.priority || props.eager ? 'eager' : 'lazy'}
          decoding="async"
          referrerPolicy="no-referrer"
          // React 19 knows fetchPriority.
          fetchPriority={props.priority ? 'high' : undefined}
          onError={() => setFailed(src)}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            display: 'block',
          }}
        />
      )}
    </Box>
  );
}
