import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { MAX_QUESTION_LENGTH } from '../../../contracts/askAi.ts';
import {
  canRetry,
  FAILED_TO_ANSWER,
  isAnswering,
  isAskable,
  isWaitingForFirstWords,
  selectError,
  selectTurns,
} from '../../../machines/askAi.machine.ts';
import type { AskAiTurn } from '../../../machines/askAi.types.ts';
import { type AskAiActor, useAskAi } from '../../app/useAskAi.ts';
import { AskAiCitations } from './AskAiCitations.tsx';

/**
 * A conversation: the questions and answers so far, the answer being written announced politely
 * to screen readers once it is complete (the live region holds the streaming answer's status, not
 * every word), and the question box with Ask, Stop, Try again and New conversation.
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answering || !isAskable(question)) return;
    actor.send({ type: 'ASK', question });
    setQuestion('');
  };
  const last = turns.at(-1);

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
            <Turn turn={turn} />
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
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: MAX_QUESTION_LENGTH } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button type="submit" variant="contained" disabled={answering}>
            <Trans>Ask</Trans>
          </Button>
          {answering && (
            <Button variant="outlined" onClick={() => actor.send({ type: 'STOP' })}>
              <Trans>Stop</Trans>
            </Button>
          )}
          {retry && (
            <Button variant="outlined" onClick={() => actor.send({ type: 'RETRY' })}>
              <Trans>Try again</Trans>
            </Button>
          )}
          {turns.length > 0 && !answering && (
            <Button
              onClick={() => {
                actor.send({ type: 'NEW_CONVERSATION' });
                props.onNewConversation?.();
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

function Turn(props: { turn: AskAiTurn }) {
  const { turn } = props;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Paper variant="outlined" sx={{ p: 1.5, justifySelf: 'end', maxWidth: '85%', bgcolor: 'action.hover' }}>
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }}>
          <Box component="span" sx={visuallyHidden}>
            <Trans>You asked:</Trans>{' '}
          </Box>
          {turn.question}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }} aria-busy={turn.status === 'answering'}>
        <Typography component="h3" variant="subtitle2">
          <Trans>Answer</Trans>
        </Typography>
        {turn.notice && (
          <Alert severity="info" sx={{ my: 1 }}>
            {turn.notice}
          </Alert>
        )}
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap' }} data-testid="ask-ai-answer">
          {turn.text}
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
