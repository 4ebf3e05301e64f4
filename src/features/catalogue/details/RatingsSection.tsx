import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../../app/firstScreen.ts';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { formatDay, shownTimeZone } from '../../../lib/dateFormat.ts';
import { RatingStars } from '../RatingStars.tsx';
import { hasRatings, ratingDistributionRows, ratingOneDecimal, ratingScaleLabel } from '../rules/ratings.ts';
import { DetailsSection, SectionError } from './DetailsSection.tsx';

/** "4.3 — Very good": the average with the store's word for it (the scale entry of the rounded value). */
export function useRatingSummary(): (average: number) => string {
  const { i18n } = useLingui();
  const { api } = useAppSystem();
  const scale = useQuery(catalogueQueries.ratingScale(api));
  return (average) => {
    const shown = i18n.number(ratingOneDecimal(average), {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const label = ratingScaleLabel(average, scale.data ?? []);
    return label ? `${shown} — ${label}` : shown;
  };
}

/** Ratings and reviews: the average with its label, the distribution per star and the latest reviews. */
export function RatingsSection(props: { productId: number }) {
  return (
    <DetailsSection id="reviews" title={<Trans>Ratings and reviews</Trans>}>
      <QueryBoundary
        pending={
          <Box aria-hidden="true" sx={{ display: 'grid', gap: 1, maxWidth: 480 }}>
            <Skeleton variant="text" width="30%" sx={{ fontSize: '2rem' }} />
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} variant="text" />
            ))}
          </Box>
        }
        failed={({ retry }) => <SectionError onRetry={retry} />}
      >
        <Ratings productId={props.productId} />
      </QueryBoundary>
    </DetailsSection>
  );
}

// One styled element for the ratings, its parts plain elements styled from it: a product page draws
// five bars and a page of reviews, and a styled element's styles are worked out at each render (the
// server's too).
const RatingsLayout = styled('div', { skipSx: true })(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(3),
  // What shoppers wrote (a long link) breaks rather than widens the page.
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('md')]: {
    gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)',
    gap: theme.spacing(6),
  },
  '& p': { ...theme.typography.body1, margin: 0 },
  '& .ratings-summary, & .ratings-reviews': { display: 'grid', alignContent: 'start' },
  '& .ratings-summary': { gap: theme.spacing(1) },
  '& .ratings-average': { fontSize: '1.75rem', fontWeight: 700 },
  '& .ratings-based-on': { ...theme.typography.body2, color: theme.palette.text.secondary },
  '& .ratings-distribution': {
    listStyle: 'none',
    margin: 0,
    marginTop: theme.spacing(1),
    padding: 0,
    display: 'grid',
    gap: theme.spacing(0.75),
  },
  '& .ratings-distribution > li': {
    ...theme.typography.body2,
    display: 'grid',
    gridTemplateColumns: '3.5em 1fr 3em',
    alignItems: 'center',
    gap: theme.spacing(1),
  },
  '& .ratings-row-count': { color: theme.palette.text.secondary, textAlign: 'end' },
  // MUI's determinate LinearProgress in the primary colour, filled from the reading direction's start.
  '& .ratings-bar': {
    height: 8,
    borderRadius: 4,
    overflow: 'hidden',
    backgroundColor:
      theme.palette.mode === 'light'
        ? theme.lighten(theme.palette.primary.main, 0.62)
        : theme.darken(theme.palette.primary.main, 0.5),
  },
  '& .ratings-bar > span': { display: 'block', height: '100%', backgroundColor: theme.palette.primary.main },
  '& .ratings-reviews': { gap: theme.spacing(2) },
  '& .ratings-reviews > h3': { ...theme.typography.h6, margin: 0 },
  '& .ratings-none': { color: theme.palette.text.secondary },
  '& .ratings-reviews > ul': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.spacing(2.5),
  },
  '& .ratings-reviews li': {
    display: 'grid',
    gap: theme.spacing(0.5),
    paddingBottom: theme.spacing(2),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& h4': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& .review-comment': { whiteSpace: 'pre-line' },
  '& .review-by': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

function Ratings(props: { productId: number }) {
  const { t, i18n } = useLingui();
  const timeZone = shownTimeZone(useDrawnFromServer());
  const { api } = useAppSystem();
  const { data } = useSuspenseQuery(catalogueQueries.ratings(api, props.productId));
  const summary = useRatingSummary();
  if (!hasRatings(data.count))
    return (
      <Typography color="textSecondary">
        <Trans>No ratings yet.</Trans>
      </Typography>
    );
  return (
    <RatingsLayout>
      <div className="ratings-summary">
        <p className="ratings-average">{summary(data.average)}</p>
        <RatingStars value={data.average} size="medium" />
        <p className="ratings-based-on">
          <Trans>
            Based on <Plural value={data.count} one="# rating" other="# ratings" />
          </Trans>
        </p>
        <ul className="ratings-distribution">
          {ratingDistributionRows(data.distribution).map(({ stars, count, percent }) => (
            <li key={stars}>
              <span aria-hidden="true">{i18n.number(stars)} ★</span>
              <div
                className="ratings-bar"
                role="progressbar"
                aria-valuenow={percent}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-label={t({
                  message: plural(count, {
                    one: `Rated ${stars}: # rating (${percent}%)`,
                    other: `Rated ${stars}: # ratings (${percent}%)`,
                  }),
                })}
              >
                <span style={{ width: `${percent}%` }} />
              </div>
              <span className="ratings-row-count" aria-hidden="true">
                {i18n.number(count)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="ratings-reviews">
        <h3>
          <Trans>Latest reviews</Trans>
        </h3>
        {data.reviews.length === 0 ? (
          <p className="ratings-none">
            <Trans>No written reviews yet.</Trans>
          </p>
        ) : (
          <ul>
            {data.reviews.map((review) => (
              <li key={review.rating_id}>
                <RatingStars value={review.rating} />
                {review.title && <h4 dir="auto">{review.title}</h4>}
                {review.comment && (
                  <p className="review-comment" dir="auto">
                    {review.comment}
                  </p>
                )}
                <span className="review-by">
                  <bdi>{review.customer_name}</bdi> · {formatDay(review.created_at, i18n.locale, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </RatingsLayout>
  );
}
