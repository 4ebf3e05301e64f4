import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { ProductImage } from '../../../components/ProductImage.tsx';
import { mediaUrl } from '../../../lib/mediaUrl.ts';
import { productImages } from '../rules/productImages.ts';

const THUMBNAIL_SIZE = 64;

/**
 * The product's pictures: the main image in a fixed square (the first of the list at first), and
 * below it one thumbnail button per image ("Image 2 of 4") that shows that image.
 */
export function ProductGallery(props: { images: string; name: string }) {
  const { t } = useLingui();
  const { config } = useAppSystem();
  const images = productImages(props.images);
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, Math.max(0, images.length - 1))] ?? null;
  const total = images.length;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
      <ProductImage image={current} alt={props.name} priority />
      {total > 1 && (
        <Box
          role="group"
          aria-label={t`Product images`}
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, index) => {
            const number = index + 1;
            const isSelected = image === current;
            return (
              <ButtonBase
                key={image}
                aria-label={t`Image ${number} of ${total}`}
                aria-pressed={isSelected}
                onClick={() => setSelected(index)}
                sx={{
                  flex: '0 0 auto',
                  width: THUMBNAIL_SIZE,
                  height: THUMBNAIL_SIZE,
                  borderRadius: 1,
                  overflow: 'hidden',
                  border: 2,
                  borderColor: isSelected ? 'primary.main' : 'divider',
                  bgcolor: 'action.hover',
                  '&.Mui-focusVisible': {
                    outline: '2px solid',
                    outlineColor: 'text.primary',
                    outlineOffset: 2,
                  },
                }}
              >
                <img
                  src={mediaUrl(config.mediaBaseUrl, image) ?? undefined}
                  alt=""
                  width={THUMBNAIL_SIZE}
                  height={THUMBNAIL_SIZE}
                  loading="lazy"
                  decoding="async"
                  style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
                />
              </ButtonBase>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
