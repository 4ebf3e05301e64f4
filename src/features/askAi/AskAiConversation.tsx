import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';
import { MAX_QUESTION_LENGTH } from '../../../contracts/askAi.ts';
import {
  canRetry,
  FAILED_TO_ANSWER,
  isAnswering,
  isAskable,
  isWaitingForFirstWords,
  selectError,
  selectTurns,
} from '../../../machines/askAi/askAi.machine.ts';
import type { AskAiTurn } from '../../../machines/askAi/askAi.types.ts';
import { AnswerText } from './AnswerText.tsx';
import { AskAiCitations } from './AskAiCitations.tsx';
import { type AskAiActor, useAskAi } from './useAskAi.ts';

/**
 * A conversation: the questions and answers so far, the answer being written announced politely
 * to screen readers once it is complete (the live region holds the streaming answer's status, not
 * every word), Stop on the answer being written, and the question box with Ask, Try again and New
 * conversation. Enter asks, Shift+Enter starts a new line; after asking, trying again or starting
 * anew the focus is in the question box, after stopping on the answer's heading (the buttons that
 * come and go never take the focus with them).
 */
export function AskAiConversation(props: { actor: AskAiActor; onNewConversation?: () => void }) {
  const { t } = useLingui();
  const { actor } = props;
  const turns = useAskAi(actor, selectTurns);
  const answering = useAskAi(actor, isAnswering);
  const waiting = useAskAi(actor, isWaitingForFirstWords);
  const retry = useAskAi(actor, canRetry);
  const error = useAskAi(actor, selectError);
  const [question, setQuestion] = useState('');
  const field = useRef<HTMLTextAreaElement | null>(null);
  const stop = useRef<HTMLButtonElement | null>(null);
  const lastAnswerHeading = useRef<HTMLHeadingElement | null>(null);
  // Stop goes once the answer ends (stopped, or done while Stop had the focus): the focus goes to
  // that answer's heading, without scrolling, so the words just read stay in view (the question
  // box may be far below, and on a phone focusing it would open the keyboard over them).
  const focusAnswer = useRef(false);
  if (!answering && stop.current !== null && document.activeElement === stop.current)
    focusAnswer.current = true;
  useEffect(() => {
    if (!focusAnswer.current) return;
    focusAnswer.current = false;
    lastAnswerHeading.current?.focus({ preventScroll: true });
  });

  const focusField = () => field.current?.focus();
  const ask = () => {
    focusField();
    if (answering || !isAskable(question)) return;
    actor.send({ type: 'ASK', question });
    setQuestion('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask();
  };
  const last = turns.at(-1);
  // At the top of the answer being written, which stays put while the words below it grow (under
  // the answer, the button moved away from the pointer about to press it).
  const stopButton = (
    <Button
      ref={stop}
      variant="outlined"
      onClick={() => {
        focusAnswer.current = true;
        actor.send({ type: 'STOP' });
      }}
    >
      <Trans>Stop</Trans>
    </Button>
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="ol"
        aria-label={t`Conversation`}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
      >
        {turns.map((turn, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: turns are only ever appended or replaced in place
          <li key={index}>
            <Turn
              turn={turn}
              action={answering && index === turns.length - 1 ? stopButton : null}
              headingRef={index === turns.length - 1 ? lastAnswerHeading : undefined}
            />
          </li>
        ))}
      </Box>
      {turns.length === 0 && (
        <Typography color="text.secondary">
          <Trans>
            Ask about products, prices, stock, delivery to your pincode, return rules or your orders.
          </Trans>
        </Typography>
      )}
      {/* Polite: the finished answer is read once, not word by word. */}
      <Box aria-live="polite" role="status" sx={visuallyHidden}>
        {waiting ? t`The assistant is answering…` : last?.status === 'done' ? last.text : ''}
      </Box>
      {error !== null && (
        <Alert severity="error">
          {error === '' || error === FAILED_TO_ANSWER
            ? t`The assistant could not answer. Please try again.`
            : error}
        </Alert>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label={t`Your question`}
          value={question}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={onKeyDown}
          inputRef={field}
          multiline
          minRows={2}
          helperText={t`Enter asks; Shift+Enter starts a new line.`}
          slotProps={{ htmlInput: { maxLength: MAX_QUESTION_LENGTH, dir: 'auto' } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {/* Not disabled while answering: a disabled button would drop the focus to the page. */}
          <Button
            type="submit"
            variant="contained"
            aria-disabled={answering}
            className={answering ? 'Mui-disabled' : undefined}
          >
            <Trans>Ask</Trans>
          </Button>
          {retry && (
            <Button
              variant="outlined"
              onClick={() => {
                actor.send({ type: 'RETRY' });
                focusField();
              }}
            >
              <Trans>Try again</Trans>
            </Button>
          )}
          {turns.length > 0 && !answering && (
            <Button
              onClick={() => {
                actor.send({ type: 'NEW_CONVERSATION' });
                props.onNewConversation?.();
                focusField();
              }}
            >
              <Trans>New conversation</Trans>
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}

// Pixels, not the sx shorthand: in sx a width of 1 means 100%.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function Turn(props: { turn: AskAiTurn; action: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  const { turn } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Paper variant="outlined" sx={{ p: 1.5, justifySelf: 'end', maxWidth: '85%', bgcolor: 'action.hover' }}>
        <Box component="span" sx={visuallyHidden}>
          <Trans>You asked:</Trans>
        </Box>
        {/* The customer's words in their own direction (an English question on an Arabic page). */}
        <Typography component="p" dir="auto" sx={{ whiteSpace: 'pre-wrap' }}>
          {turn.question}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        {/* As tall with Stop as without, so the words below do not move when it goes. */}
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            minHeight: 36.5,
          }}
        >
          <Typography
            component="h3"
            variant="subtitle2"
            ref={props.headingRef}
            tabIndex={-1}
            sx={{ '&:focus': { outline: 'none' } }}
          >
            <Trans>Answer</Trans>
          </Typography>
          {props.action}
        </Box>
        {turn.notice && (
          <Alert severity="info" sx={{ my: 1 }}>
            {turn.notice}
          </Alert>
        )}
        <Typography
          component="p"
          dir="auto"
          sx={{ whiteSpace: 'pre-wrap' }}
          aria-busy={turn.status === 'answering'}
          data-testid="ask-ai-answer"
        >
          <AnswerText text={turn.text} />
        </Typography>
        {turn.status === 'stopped' && (
          <Typography variant="body2" color="text.secondary">
            <Trans>Stopped.</Trans>
          </Typography>
        )}
        {turn.status === 'done' && <AskAiCitations citations={turn.citations} />}
      </Paper>
    </Box>
  );
}
