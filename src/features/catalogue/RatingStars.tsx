import { Plural, useLingui } from '@lingui/react/macro';
import { styled } from '@mui/material/styles';
import { VisuallyHidden } from '../../components/VisuallyHidden.tsx';
import { MAX_RATING, ratingOneDecimal } from './rules/ratings.ts';

/** Star heights in px, as MUI's Rating sizes them. */
const STAR_SIZE = { small: 18, medium: 24, large: 30 } as const;

type Size = keyof typeof STAR_SIZE;

/** MUI's star icon (24 × 24), drawn MAX_RATING times side by side. */
const STAR_PATH = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OFFSETS = Array.from({ length: MAX_RATING }, (_, index) => index * 24);

// One styled element per rating, its parts plain elements styled from it: a grid draws a rating
// per card, and a styled element's styles are worked out at each render (on the server too).
const RatingRoot = styled('span', { skipSx: true })(
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    // A picture, not a control: a click on it goes to what is under it (a product card's link).
    '& > .stars': { position: 'relative', display: 'inline-block', pointerEvents: 'none' },
    '& .star-row': { display: 'block', flexShrink: 0 },
    // MUI Rating's gold for the filled stars.
    '& .star-row.filled': { fill: '#faaf00' },
    '& .stars-fill': {
      position: 'absolute',
      insetBlock: 0,
      insetInlineStart: 0,
      overflow: 'hidden',
      display: 'flex',
      // The filled stars start where reading starts: at the right in Arabic.
      justifyContent: 'flex-start',
    },
    ...Object.fromEntries(
      Object.entries(STAR_SIZE).map(([name, height]) => [
        `&[data-size=${name}]`,
        {
          '& > .stars': { height, width: height * MAX_RATING },
          '& .star-row': { height, width: height * MAX_RATING },
        },
      ]),
    ),
  },
  ({ theme }) => ({
    // The theme's disabled grey for what is not filled; the count as body text, secondary.
    '& .star-row': { fill: theme.palette.action.disabled },
    '& > .rating-count': { ...theme.typography.body2, color: theme.palette.text.secondary },
  }),
);

function StarRow(props: { filled: boolean }) {
  return (
    <svg
      className={props.filled ? 'star-row filled' : 'star-row'}
      viewBox={`0 0 ${MAX_RATING * 24} 24`}
      aria-hidden="true"
      focusable="false"
    >
      {STAR_OFFSETS.map((offset) => (
        <path key={offset} d={STAR_PATH} transform={`translate(${offset} 0)`} />
      ))}
    </svg>
  );
}

/**
 * An average rating as stars, announced as "Rated 4.2 out of 5"; with `count`, the number of
 * ratings beside it ("(12)", read as "12 ratings"). A read-only picture, so no MUI Rating: its
 * tenth-of-a-star precision drew about 200 elements per rating, and a grid of cards took most of
 * the page's elements and first render time. Here a row of filled stars is clipped over
 * a row of empty ones, from the reading direction's start.
 */
export function RatingStars(props: { value: number; count?: number; size?: Size }) {
  const { t, i18n } = useLingui();
  const value = ratingOneDecimal(props.value);
  const shown = i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const max = MAX_RATING;
  return (
    <RatingRoot data-size={props.size ?? 'small'}>
      <span className="stars" role="img" aria-label={t`Rated ${shown} out of ${max}`}>
        <StarRow filled={false} />
        <span className="stars-fill" data-testid="rating-fill" style={{ width: `${(value * 100) / max}%` }}>
          <StarRow filled />
        </span>
      </span>
      {props.count !== undefined && (
        <span className="rating-count">
          <span aria-hidden="true">({i18n.number(props.count)})</span>
          <VisuallyHidden>
            <Plural value={props.count} one="# rating" other="# ratings" />
          </VisuallyHidden>
        </span>
      )}
    </RatingRoot>
  );
}
