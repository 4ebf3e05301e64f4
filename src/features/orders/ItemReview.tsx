import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { MAX_REVIEW_COMMENT, MAX_REVIEW_TITLE, type MyReview } from '../../../contracts/reviews.ts';
import { toFlowError } from '../../../machines/shared/flowError.ts';
import { useAppSystem } from '../../app/AppSystemContext.tsx';
import { FlowErrorAlert } from '../../components/FlowErrorAlert.tsx';
import { RouterLink } from '../../components/RouterLink.tsx';
import { orderItemQueries } from './queries/orderItems.ts';
import { reviewMutations, reviewQueries } from './queries/reviews.ts';
import { type ReviewDraft, reviewProblems, reviewRequest } from './rules/reviewForm.ts';

const lengthOf = (text: string) => [...text.trim()].length;

/**
 * Rate and review a delivered item's product (contracts/reviews.ts): offered once the item is
 * delivered and the store lets the customer review it; one review per customer and product, which
 * the same button edits. The review shows at once on the product page.
 */
export function ItemReview(props: {
  orderId: number;
  orderItemId: number;
  productId: number;
  productName: string;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const actions = useQuery(orderItemQueries.actions(api, props.orderId, props.orderItemId));
  const delivered = actions.data?.delivered_at != null;
  const mine = useQuery({ ...reviewQueries.mine(api, props.productId), enabled: delivered });
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  if (!delivered || !mine.data?.can_review) return null;
  const name = props.productName;
  const hasReview = mine.data.review !== null;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {saved ? (
        <Alert severity="success" role="status">
          <Trans>
            Thank you: your review of {name} is on its{' '}
            <RouterLink to="/ProductDetails" search={{ id: props.productId }} hash="reviews">
              product page
            </RouterLink>
            .
          </Trans>
        </Alert>
      ) : null}
      <Button
        variant="text"
        size="small"
        aria-label={hasReview ? t`Edit your review of ${name}` : t`Rate and review ${name}`}
        onClick={() => setOpen(true)}
      >
        {hasReview ? <Trans>Edit your review</Trans> : <Trans>Rate and review</Trans>}
      </Button>
      {open ? (
        <ReviewDialog
          productId={props.productId}
          productName={name}
          mine={mine.data}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            setSaved(true);
          }}
        />
      ) : null}
    </Box>
  );
}

function ReviewDialog(props: {
  productId: number;
  productName: string;
  mine: MyReview;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const queryClient = useQueryClient();
  const titleId = useId();
  const legendId = useId();
  const ratingHelpId = useId();
  const existing = props.mine.review;
  const [draft, setDraft] = useState<ReviewDraft>({
    rating: existing?.rating ?? null,
    title: existing?.title ?? '',
    comment: existing?.comment ?? '',
  });
  const [tried, setTried] = useState(false);
  const ratingRef = useRef<HTMLFieldSetElement>(null);
  const write = useMutation({
    ...reviewMutations.write(api, props.productId),
    onSuccess: async (review) => {
      queryClient.setQueryData(reviewQueries.mine(api, props.productId).queryKey, review);
      // The product page's ratings and average read the new review.
      await queryClient.invalidateQueries({ queryKey: ['catalogue'] });
      props.onSaved();
    },
  });
  const problems = tried ? reviewProblems(draft) : {};
  const name = props.productName;
  const titleMax = MAX_REVIEW_TITLE;
  const commentMax = MAX_REVIEW_COMMENT;
  const starsLabel = (value: number) =>
    value === 1
      ? t`1 star`
      : value === 2
        ? t`2 stars`
        : value === 3
          ? t`3 stars`
          : value === 4
            ? t`4 stars`
            : t`5 stars`;
  const submit = () => {
    setTried(true);
    const found = reviewProblems(draft);
    if (Object.keys(found).length > 0) {
      if (found.rating) ratingRef.current?.querySelector('input')?.focus();
      return;
    }
    if (!write.isPending) write.mutate(reviewRequest(draft));
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <Trans>Review {name}</Trans>
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          noValidate
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ display: 'grid', gap: 2 }}
        >
          <Box
            component="fieldset"
            ref={ratingRef}
            aria-labelledby={legendId}
            aria-describedby={problems.rating ? ratingHelpId : undefined}
            sx={{ border: 0, m: 0, p: 0, pt: 1, display: 'grid', gap: 0.5 }}
          >
            <Typography component="legend" id={legendId} sx={{ fontWeight: 600 }}>
              <Trans>Your rating (required)</Trans>
            </Typography>
            <Rating
              name={`rating-${props.productId}`}
              value={draft.rating}
              size="large"
              getLabelText={starsLabel}
              onChange={(_, value) => setDraft((current) => ({ ...current, rating: value }))}
            />
            {problems.rating ? (
              <FormHelperText id={ratingHelpId} error>
                <Trans>Choose from 1 to 5 stars.</Trans>
              </FormHelperText>
            ) : null}
          </Box>
          <TextField
            label={t`Title (optional)`}
            value={draft.title}
            onChange={(event) => setDraft((current) => ({ ...current, title: event.target.value }))}
            error={problems.title !== undefined}
            helperText={
              problems.title
                ? t`The title can have at most ${titleMax} characters.`
                : `${lengthOf(draft.title)}/${MAX_REVIEW_TITLE}`
            }
            slotProps={{ htmlInput: { maxLength: MAX_REVIEW_TITLE * 2 } }}
          />
          <TextField
            label={t`Your review (optional)`}
            multiline
            minRows={3}
            value={draft.comment}
            onChange={(event) => setDraft((current) => ({ ...current, comment: event.target.value }))}
            error={problems.comment !== undefined}
            helperText={
              problems.comment
                ? t`The review can have at most ${commentMax} characters.`
                : `${lengthOf(draft.comment)}/${MAX_REVIEW_COMMENT}`
            }
            slotProps={{ htmlInput: { maxLength: MAX_REVIEW_COMMENT * 2 } }}
          />
          <FlowErrorAlert
            error={write.error ? toFlowError(write.error) : null}
            fallback={t`The review could not be saved.`}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>
          <Trans>Not now</Trans>
        </Button>
        <Button variant="contained" onClick={submit} loading={write.isPending}>
          <Trans>Save review</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
