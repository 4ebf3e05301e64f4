import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useSuspenseQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../../api/queries/catalogue.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { useDrawnFromServer } from '../../../app/firstScreen.ts';
import { QueryBoundary } from '../../../components/QueryBoundary.tsx';
import { formatDay, shownTimeZone } from '../../../lib/dateFormat.ts';
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

// One styled list, its parts plain elements styled from it: a product page draws every question
// with its answer and date, and a styled element's styles are worked out at each render (the
// server's too).
const QuestionList = styled('ul', { skipSx: true })(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  // What shoppers wrote (a long link) breaks rather than widens the page.
  overflowWrap: 'anywhere',
  '& > li': { display: 'grid', gap: theme.spacing(0.5) },
  '& h3': { ...theme.typography.subtitle1, fontWeight: 600, margin: 0 },
  '& p': { ...theme.typography.body1, margin: 0 },
  '& .question-answer': { whiteSpace: 'pre-line' },
  '& .question-unanswered': { color: theme.palette.text.secondary, fontStyle: 'italic' },
  '& .question-asked': { ...theme.typography.caption, color: theme.palette.text.secondary },
}));

function Questions(props: { productId: number }) {
  const { i18n } = useLingui();
  const timeZone = shownTimeZone(useDrawnFromServer());
  const { api } = useAppSystem();
  const { data: questions } = useSuspenseQuery(catalogueQueries.questions(api, props.productId));
  if (questions.length === 0)
    return (
      <Typography color="textSecondary">
        <Trans>No questions yet.</Trans>
      </Typography>
    );
  return (
    <QuestionList>
      {questions.map((entry) => (
        <li key={entry.question_id}>
          <h3>
            <Trans>Q: {written(entry.question)}</Trans>
          </h3>
          {entry.answer === null ? (
            <p className="question-unanswered">
              <Trans>Not answered yet</Trans>
            </p>
          ) : (
            <p className="question-answer">
              <Trans>A: {written(entry.answer)}</Trans>
            </p>
          )}
          <span className="question-asked">
            <Trans>Asked on {formatDay(entry.asked_at, i18n.locale, timeZone)}</Trans>
          </span>
        </li>
      ))}
    </QuestionList>
  );
}
