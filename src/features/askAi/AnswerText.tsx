import { Fragment } from 'react';
import { useCurrencySymbol } from '../../components/useMoney.ts';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * An answer's words with each amount ("R 1,259.00") kept whole: in a bdi of its own, so that in
 * an Arabic answer the symbol stays before its number, and without a line break inside it, so the
 * symbol never ends one line and its number starts the next. Any answer (the built-in one's, a
 * language model's) is written so; the text itself is unchanged.
 */
export function AnswerText(props: { text: string }) {
  const symbol = useCurrencySymbol();
  const amount = new RegExp(`(${escaped(symbol)}[\\s\\u00a0]?\\d[\\d,]*(?:\\.\\d+)?)`, 'u');
  const parts = props.text.split(amount);
  return (
    <>
      {parts.map((part, index) =>
        // split with a group: the odd parts are the amounts.
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <bdi key={index} style={{ whiteSpace: 'nowrap' }}>
            {part}
          </bdi>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
