import type { AskAiMessage } from '../../contracts/askAi.ts';
import type { AskAiTurn } from './askAi.types.ts';

/**
 * A saved conversation's messages as the turns the screen shows, as they looked when answered: a
 * stopped answer keeps the words that came, says it was stopped and cites nothing (as when it was
 * stopped live); a question whose answer failed has no answer.
 */
export function turnsOfMessages(messages: readonly AskAiMessage[]): AskAiTurn[] {
  const turns: AskAiTurn[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      turns.push({ question: message.text, text: '', citations: [], notice: null, status: 'failed' });
      continue;
    }
    const turn = turns.at(-1);
    if (turn?.status !== 'failed' || turn.text !== '') continue;
    turns[turns.length - 1] = message.stopped
      ? { ...turn, text: message.text, status: 'stopped' }
      : { ...turn, text: message.text, citations: message.citations, status: 'done' };
  }
  return turns;
}
