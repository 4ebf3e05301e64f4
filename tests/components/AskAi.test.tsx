import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import type { AskAiCitation } from '../../contracts/askAi.ts';
import { askAiMachine } from '../../machines/askAi/askAi.machine.ts';
import type { AskAiEvent, AskQuestionInput } from '../../machines/askAi/askAi.types.ts';
import { AskAiCitations } from '../../src/features/askAi/AskAiCitations.tsx';
import { AskAiConversation } from '../../src/features/askAi/AskAiConversation.tsx';
import { renderWithStore } from './renderWithStore.tsx';

// The Ask AI screens with a fake answer stream: the test sends the stream's events itself.

let stream: ((event: AskAiEvent) => void) | null = null;
const asked: string[] = [];
const fakeAskAi = askAiMachine.provide({
  actors: {
    askQuestion: fromCallback<AskAiEvent, AskQuestionInput>(({ input, sendBack }) => {
      asked.push(input.question);
      stream = sendBack;
      return () => {
        stream = null;
      };
    }),
  },
});

async function renderConversation() {
  const actor = createActor(fakeAskAi).start();
  const rendered = await renderWithStore(<AskAiConversation actor={actor} />, { withRouter: true });
  const field = await screen.findByRole('textbox', { name: 'Your question' });
  return { ...rendered, actor, field, user: userEvent.setup({ delay: null }) };
}

const send = (event: AskAiEvent) => act(() => stream?.(event));

afterEach(() => {
  asked.length = 0;
  stream = null;
});

describe('AskAiConversation', () => {
  it('asks with Enter, starts a new line with Shift+Enter, and says so under the field', async () => {
    const { field, user } = await renderConversation();
    expect(field).toHaveAccessibleDescription('Enter asks; Shift+Enter starts a new line.');
    await user.type(field, 'which kettles{Shift>}{Enter}{/Shift}are in stock?');
    expect(field).toHaveValue('which kettles\nare in stock?');
    expect(asked).toEqual([]);
    await user.keyboard('{Enter}');
    expect(asked).toEqual(['which kettles\nare in stock?']);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('keeps the focus in the question box after Ask and Try again, and on the stopped answer after Stop', async () => {
    const { field, user } = await renderConversation();
    await user.type(field, 'which kettles are in stock?');
    await user.tab();
    const ask = screen.getByRole('button', { name: 'Ask' });
    expect(ask).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(asked).toHaveLength(1);
    expect(field).toHaveFocus();
    // Ask is not disabled while the answer is written (it would drop the focus), it does nothing.
    expect(ask).toHaveAttribute('aria-disabled', 'true');
    expect(ask).toBeEnabled();

    send({ type: 'STREAM.CHUNK', text: 'Here are 5 kettles' });
    // Stop heads the answer being written (it stays put while the words grow below it).
    const answer = within(screen.getByRole('list', { name: 'Conversation' }))
      .getAllByRole('listitem')
      .at(-1);
    await user.click(within(answer as HTMLElement).getByRole('button', { name: 'Stop' }));
    expect(screen.getByText('Stopped.')).toBeVisible();
    // On the answer just stopped, not the question box far below it (no jump, no phone keyboard).
    expect(within(answer as HTMLElement).getByRole('heading', { name: 'Answer' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked).toHaveLength(2);
    expect(field).toHaveFocus();
  });

  it('moves the focus from Stop to the answer’s heading when the answer ends by itself', async () => {
    const { field, user } = await renderConversation();
    await user.type(field, 'which kettles are in stock?{Enter}');
    screen.getByRole('button', { name: 'Stop' }).focus();
    send({ type: 'STREAM.CHUNK', text: 'Here are 5 kettles' });
    send({ type: 'STREAM.DONE' });
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Answer' })).toHaveFocus();
    expect(field).not.toHaveFocus();
  });

  it('lays out the question and the answer in their own direction', async () => {
    const { field, user } = await renderConversation();
    await user.type(field, 'which kettles are in stock?{Enter}');
    send({ type: 'STREAM.CHUNK', text: 'Here are 5 kettles' });
    expect(screen.getByText('which kettles are in stock?')).toHaveAttribute('dir', 'auto');
    expect(screen.getByTestId('ask-ai-answer')).toHaveAttribute('dir', 'auto');
    expect(field).toHaveAttribute('dir', 'auto');
  });
});

describe('AskAiConversation amounts', () => {
  it('keeps each amount whole: the currency and the number never part at a line end, nor reorder in Arabic', async () => {
    const { field, user } = await renderConversation();
    await user.type(field, 'غلايات؟{Enter}');
    send({
      type: 'STREAM.CHUNK',
      text: 'وجدت غلاية بسعر R 1,259.00 (كان R\u00a01,799.00) وأخرى بـ R 593.00.',
    });
    const answer = screen.getByTestId('ask-ai-answer');
    const amounts = [...answer.querySelectorAll('bdi')];
    expect(amounts.map((amount) => amount.textContent)).toEqual([
      'R 1,259.00',
      'R\u00a01,799.00',
      'R 593.00',
    ]);
    for (const amount of amounts) expect(amount).toHaveStyle({ whiteSpace: 'nowrap' });
    // The words around them are as written.
    expect(answer).toHaveTextContent('وجدت غلاية بسعر R 1,259.00 (كان R 1,799.00) وأخرى بـ R 593.00.');
  });
});

describe('AskAiCitations', () => {
  it("links a cited order to the order's own page", async () => {
    const order: AskAiCitation = {
      kind: 'order',
      order_id: 17,
      status: 'Placed',
      placed_at: '2026-11-20T10:00:00.000Z',
      total: 939,
      item_names: ['Boil Gooseneck Kettle (1.8 L)'],
      owed_back: 0,
    };
    await renderWithStore(<AskAiCitations citations={[order]} />, { withRouter: true });
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: 'Order #17' })).toHaveAttribute(
      'href',
      '/userprofile/order/17',
    );
  });
});
