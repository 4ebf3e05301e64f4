import { Plural, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { MAX_RATING, ratingOneDecimal } from './rules/ratings.ts';

/** Star heights in px, as MUI's Rating sizes them. */
const STAR_SIZE = { small: 18, medium: 24, large: 30 } as const;

/** MUI's star icon (24 × 24), drawn MAX_RATING times side by side. */
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OFFSETS = Array.from({ length: MAX_RATING }, (_, index) => index * 24);

function StarRow(props: { height: number; filled: boolean }) {
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAX_RATING * 24} 24`}
      aria-hidden="true"
      focusable="false"
      sx={{
        display: 'block',
        height: props.height,
        width: props.height * MAX_RATING,
        flexShrink: 0,
        // MUI Rating's colours: its gold, and the theme's disabled grey for what is not filled.
        fill: (theme) => (props.filled ? '#faaf00' : theme.palette.action.disabled),
      }}
    >
      {STAR_OFFSETS.map((offset) => (
        <path key={offset} d={STAR_PATH} transform={`translate(${offset} 0)`} />
      ))}
    </Box>
  );
}

/**
 * An average rating as stars, announced as "Rated 4.2 out of 5"; with `count`, the number of
 * ratings beside it ("(12)", read as "12 ratings"). A read-only picture, so no MUI Rating: its
 * tenth-of-a-star precision drew about 200 elements per rating, and a grid of cards took most of
 * the page's elements and first render time. Here a row of filled stars is clipped over
 * a row of empty ones, from the reading direction's start.
 */
export function RatingStars(props: { value: number; count?: number; size?: 'small' | 'medium' | 'large' }) {
  const { t, i18n } = useLingui();
  const value = ratingOneDecimal(props.value);
  const shown = i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const max = MAX_RATING;
  const height = STAR_SIZE[props.size ?? 'small'];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box
        component="span"
        role="img"
        aria-label={t`Rated ${shown} out of ${max}`}
        sx={{ position: 'relative', display: 'inline-block', height, width: height * max }}
      >
        <StarRow height={height} filled={false} />
        <Box
          component="span"
          data-testid="rating-fill"
          sx={{
            position: 'absolute',
            insetBlock: 0,
            insetInlineStart: 0,
            width: `${(value * 100) / max}%`,
            overflow: 'hidden',
            display: 'flex',
            // The filled stars start where reading starts: at the right in Arabic.
            justifyContent: 'flex-start',
          }}
        >
          <StarRow height={height} filled />
        </Box>
      </Box>
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
