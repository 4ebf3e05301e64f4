/**
 * The heights of a product card's parts under its picture (ProductCard.tsx), the same on every
 * card whatever its text and language, and the room a card's text and buttons take in all: the rows
 * drawn when they come near the screen hold it before (productGridRoom.ts), and skeleton cards take
 * it too.
 */

/** A name's lines: three on the narrow cards of a grid of two columns, two on wider ones (ProductGrid.tsx). */
export const NAME_LINES = { narrow: 3, wide: 2 } as const;
/** A name's line height, in its font's size (subtitle2, 14 px). */
export const NAME_LINE_HEIGHT = 1.35;
const NAME_FONT_SIZE = 14;
/** The vendor's one line (caption: 12 px, line height 1.66). */
const VENDOR_HEIGHT = 12 * 1.66;
export const RATING_HEIGHT = 22;
/** The price's line (16 px) and, 2 px below, the line of the price before the discount (13 px), at line height 1.5. */
export const PRICE_HEIGHT = 16 * 1.5 + 2 + 13 * 1.5;
/** The gap between the text's parts, and the padding under the text and under the buttons. */
const GAP = 4;
const PADDING = 12;
/** A small outlined button of one line: its 13 px label at line height 1.75, 3 px padding and a 1 px border above and below. */
const BUTTON_HEIGHT = 13 * 1.75 + 2 * 3 + 2 * 1;

const textHeight = (nameLines: number) =>
  nameLines * NAME_LINE_HEIGHT * NAME_FONT_SIZE +
  VENDOR_HEIGHT +
  RATING_HEIGHT +
  PRICE_HEIGHT +
  3 * GAP +
  PADDING +
  BUTTON_HEIGHT +
  PADDING;

/**
 * What a card takes beyond its width (its picture is square, with the card's border and padding
 * around it): the text, the buttons and the border under them, in two columns and in more.
 */
export const CARD_TEXT_HEIGHT = {
  narrow: textHeight(NAME_LINES.narrow),
  wide: textHeight(NAME_LINES.wide),
} as const;

/**
 * The grid's columns: two, then more from each container width (px). By the room the grid has (a
 * container query), not by the window: beside the listing's filters a 1280 px window has room for
 * four cards whose names fit, the home page's full width for five. A column is added only where
 * each card is then at least TWO_LINE_CARD_WIDTH wide (gaps of 16 px), where a name is drawn in two
 * lines (ProductCard.tsx); two columns are narrower, with names of three lines. The room a row
 * holds before its cards come is reckoned by them too (productGridRoom.ts).
 */
const TWO_LINE_CARD_WIDTH = 216;
const widthFor = (columns: number) => columns * TWO_LINE_CARD_WIDTH + (columns - 1) * 16;
export const GRID_COLUMNS = {
  narrowest: 2,
  from: [
    [widthFor(3), 3],
    [widthFor(4), 4],
    [widthFor(5), 5],
  ],
} as const;

/** The grid's width from which it has more than two columns, and names two lines. */
export const TWO_LINE_NAMES_FROM = widthFor(3);
