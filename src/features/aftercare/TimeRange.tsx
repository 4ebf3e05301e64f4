import { Trans } from '@lingui/react/macro';

/** '10:00 AM to 11:00 AM', each time isolated so a right-to-left sentence keeps its AM/PM in place. */
export function TimeRange(props: { start: string; end: string }) {
  const { start, end } = props;
  return (
    <Trans>
      <bdi>{start}</bdi> to <bdi>{end}</bdi>
    </Trans>
  );
}
