import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { formatDay } from '../../../lib/dateFormat.ts';
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

function Ratings(props: { productId: number }) {
  const { t, i18n } = useLingui();
  const { api } = useAppSystem();
  const { data } = useSuspenseQuery(catalogueQueries.ratings(api, props.productId));
  const summary = useRatingSummary();
  return (
    <>
      {!hasRatings(data.count) ? (
        <Typography color="text.secondary">
          <Trans>No ratings yet.</Trans>
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 320px) minmax(0, 1fr)' },
            gap: { xs: 3, md: 6 },
          }}
        >
          <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{summary(data.average)}</Typography>
            <RatingStars value={data.average} size="medium" />
            <Typography variant="body2" color="text.secondary">
              <Trans>
                Based on <Plural value={data.count} one="# rating" other="# ratings" />
              </Trans>
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75, mt: 1 }}>
              {ratingDistributionRows(data.distribution).map((row) => {
                const { stars, count, percent } = row;
                return (
                  <Box
                    component="li"
                    key={stars}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '3.5em 1fr 3em',
                      alignItems: 'center',
                      gap: 1,
                    }}
                  >
                    <Typography variant="body2" aria-hidden="true">
                      {i18n.number(stars)} ★
                    </Typography>
                    <LinearProgress
                      variant="determinate"
                      value={percent}
                      aria-label={t({
                        message: plural(count, {
                          one: `Rated ${stars}: # rating (${percent}%)`,
                          other: `Rated ${stars}: # ratings (${percent}%)`,
                        }),
                      })}
                      sx={{ height: 8, borderRadius: 4 }}
                    />
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      aria-hidden="true"
                      sx={{ textAlign: 'end' }}
                    >
                      {i18n.number(count)}
                    </Typography>
                  </Box>
                );
              })}
            </Box>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Typography component="h3" variant="h6">
              <Trans>Latest reviews</Trans>
            </Typography>
            {data.reviews.length === 0 ? (
              <Typography color="text.secondary">
                <Trans>No written reviews yet.</Trans>
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
                {data.reviews.map((review) => (
                  <Box
                    component="li"
                    key={review.rating_id}
                    sx={{ display: 'grid', gap: 0.5, pb: 2, borderBottom: 1, borderColor: 'divider' }}
                  >
                    <RatingStars value={review.rating} />
                    {review.title && (
                      <Typography dir="auto" component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                        {review.title}
                      </Typography>
                    )}
                    {review.comment && (
                      <Typography dir="auto" sx={{ whiteSpace: 'pre-line' }}>
                        {review.comment}
                      </Typography>
                    )}
                    <Typography variant="caption" color="text.secondary">
                      <bdi>{review.customer_name}</bdi> · {formatDay(review.created_at, i18n.locale)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        </Box>
      )}
    </>
  );
}
