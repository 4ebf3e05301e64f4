import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { formatDay } from '../../../lib/dateFormat.ts';
import { DetailsSection, SectionError } from './DetailsSection.tsx';
import { written } from './WrittenText.tsx';

/** Shoppers' questions and the answers ("Not answered yet" until there is one). */
export function QuestionsSection(props: { productId: number }) {
  return (
    <DetailsSection title={<Trans>Questions and answers</Trans>}>
      <QueryBoundary
        pending={
          <Box aria-hidden="true">
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="80%" />
            <Skeleton variant="text" width="50%" />
          </Box>
        }
        failed={({ retry }) => <SectionError onRetry={retry} />}
      >
        <Questions productId={props.productId} />
      </QueryBoundary>
    </DetailsSection>
  );
}

function Questions(props: { productId: number }) {
  const { i18n } = useLingui();
  const { api } = useAppSystem();
  const { data: questions } = useSuspenseQuery(catalogueQueries.questions(api, props.productId));
  return (
    <>
      {questions.length === 0 ? (
        <Typography color="text.secondary">
          <Trans>No questions yet.</Trans>
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {questions.map((entry) => (
            <Box component="li" key={entry.question_id} sx={{ display: 'grid', gap: 0.5 }}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                <Trans>Q: {written(entry.question)}</Trans>
              </Typography>
              {entry.answer === null ? (
                <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  <Trans>Not answered yet</Trans>
                </Typography>
              ) : (
                <Typography sx={{ whiteSpace: 'pre-line' }}>
                  <Trans>A: {written(entry.answer)}</Trans>
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                <Trans>Asked on {formatDay(entry.asked_at, i18n.locale)}</Trans>
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
