import { describe, expect, it } from 'vitest';
import type { AskAiCitation, AskAiMessage } from '../../contracts/askAi.ts';
import { turnsOfMessages } from '../../machines/askAi/askAiTurns.ts';

const KETTLE: AskAiCitation = {
  kind: 'product',
  product_id: 7,
  product_name: 'Boil Gooseneck Kettle (1.8 L)',
  price: 939,
  original_price: 989,
  rating: 5,
  in_stock: true,
  product_type_name: 'Physical',
  image: null,
};

let id = 0;
const message = (
  role: AskAiMessage['role'],
  text: string,
  more: Partial<AskAiMessage> = {},
): AskAiMessage => ({
  id: ++id,
  role,
  text,
  citations: [],
  source: role === 'assistant' ? 'built-in' : null,
  created_at: '2026-11-24T01:00:00.000Z',
  ...more,
});

describe('a saved conversation reopened', () => {
  it('shows a finished answer with its citations', () => {
    expect(
      turnsOfMessages([
        message('user', 'which kettles are in stock?'),
        message('assistant', 'Here are 5 kettles', { citations: [KETTLE] }),
      ]),
    ).toEqual([
      {
        question: 'which kettles are in stock?',
        text: 'Here are 5 kettles',
        citations: [KETTLE],
        notice: null,
        status: 'done',
      },
    ]);
  });

  it('shows a stopped answer as stopped, with the words that came and no citations (as live)', () => {
    const [turn] = turnsOfMessages([
      message('user', 'which kettles are in stock?'),
      message('assistant', 'Here are 5 kettles in stock I found:\n• Boil', {
        citations: [KETTLE],
        stopped: true,
      }),
    ]);
    expect(turn).toMatchObject({
      text: 'Here are 5 kettles in stock I found:\n• Boil',
      status: 'stopped',
      citations: [],
    });
  });

  it('shows a question whose answer failed (none saved) as failed, and the turns after it', () => {
    const turns = turnsOfMessages([
      message('user', 'first'),
      message('user', 'second'),
      message('assistant', 'an answer'),
    ]);
    expect(turns.map((turn) => [turn.question, turn.status, turn.text])).toEqual([
      ['first', 'failed', ''],
      ['second', 'done', 'an answer'],
    ]);
  });
});
