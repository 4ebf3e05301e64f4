import type { SxProps, Theme } from '@mui/material/styles';
import { CARD_TEXT_HEIGHT, GRID_COLUMNS } from './productCardSizes.ts';

const rowsOf = (count: number, columns: number) => Math.ceil(count / columns);
/** Names take three lines in two columns, two in more (ProductGrid.tsx). */
const cardText = (columns: number) =>
  columns > GRID_COLUMNS.narrowest ? CARD_TEXT_HEIGHT.wide : CARD_TEXT_HEIGHT.narrow;
const gridHeight = (count: number, columns: number) =>
  `calc(${rowsOf(count, columns)} * ((100cqw - ${columns - 1} * var(--gap)) / ${columns} + ${cardText(columns)}px) + ${rowsOf(count, columns) - 1} * var(--gap))`;

/**
 * The room `count` product cards take in the product grid (ProductGrid.tsx), for a box whose child
 * (WhenNearScreen's) is empty until the cards come near the screen: in the grid's columns (2, 3, 4
 * or 5 by the box's width: GRID_COLUMNS), each card its width (the square image) and its text
 * (CARD_TEXT_HEIGHT, the same for every card in a grid), rows 12 px apart on phones and 16 px from
 * md up. By CSS, with the box as the container, so that it fits the width it has whatever the
 * server guessed; nothing moves when the cards come.
 */
export function productGridRoom(count: number): SxProps<Theme> {
  const room = (columns: number) => ({ '& > div:empty': { height: gridHeight(count, columns) } });
  const byWidth: Record<string, ReturnType<typeof room>> = Object.fromEntries(
    GRID_COLUMNS.from.map(([width, columns]) => [`@container (min-width: ${width}px)`, room(columns)]),
  );
  return (theme) => ({
    containerType: 'inline-size',
    '--gap': '12px',
    [theme.breakpoints.up('md')]: { '--gap': '16px' },
    ...room(GRID_COLUMNS.narrowest),
    ...byWidth,
  });
}
