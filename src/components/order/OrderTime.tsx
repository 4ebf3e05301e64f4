import { useOrderLabels } from './useOrderLabels.ts';

/**
 * An instant as '5 Jan 2024, 2:05 PM' (SPEC section 9) in English, as the page's language writes it
 * otherwise, isolated so a right-to-left page keeps its day, month, year and time in their order.
 */
export function OrderTime(props: { instant: string }) {
  const labels = useOrderLabels();
  return (
    <time dateTime={props.instant}>
      <bdi>{labels.when(props.instant)}</bdi>
    </time>
  );
}
