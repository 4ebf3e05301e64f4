import { Plural, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { MAX_RATING, ratingOneDecimal } from '../../lib/ratings.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

/**
 * An average rating as stars, announced as "Rated 4.2 out of 5"; with `count`, the number of
 * ratings beside it ("(12)", read as "12 ratings").
 */
export function RatingStars(props: { value: number; count?: number; size?: 'small' | 'medium' | 'large' }) {
  const { t, i18n } = useLingui();
  const value = ratingOneDecimal(props.value);
  const shown = i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const max = MAX_RATING;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Rating
        value={value}
        max={max}
        precision={0.1}
        readOnly
        size={props.size ?? 'small'}
        getLabelText={() => t`Rated ${shown} out of ${max}`}
      />
      {props.count !== undefined && (
        <Typography component="span" variant="body2" color="text.secondary">
          <span aria-hidden="true">({i18n.number(props.count)})</span>
          <VisuallyHidden>
            <Plural value={props.count} one="# rating" other="# ratings" />
          </VisuallyHidden>
        </Typography>
      )}
    </Box>
  );
}
