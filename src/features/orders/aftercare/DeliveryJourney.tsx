import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { JourneyEvent } from '../../../../contracts/digital.ts';
import { useAppSystem } from '../../../app/AppSystemContext.tsx';
import { OrderTime } from '../../../components/order/OrderTime.tsx';
import { AftercarePart } from './AftercarePart.tsx';
import { aftercareQueries } from './queries.ts';

/**
 * A Digital item's delivery journey (ordered, paid, ready, first downloaded), from the same answer
 * as its downloads; nothing while it loads or when it failed (the downloads say so).
 */
export function DeliveryJourney(props: { orderItemId: number; productName: string }) {
  const { t } = useLingui();
  const { api } = useAppSystem();
  const delivery = useQuery(aftercareQueries.digital(api, props.orderItemId));
  const name = props.productName;
  if (!delivery.isSuccess || delivery.data.journey.length === 0) return null;
  return (
    <AftercarePart label={t`Delivery journey of ${name}`}>
      <Box component="ol" sx={{ m: 0, ps: 2.5, display: 'grid', gap: 0.5 }}>
        {delivery.data.journey.map((event) => (
          <li key={`${event.event}-${event.at}-${event.file_name ?? ''}`}>
            <Typography variant="body2">
              <JourneyText event={event} /> · <OrderTime instant={event.at} />
            </Typography>
          </li>
        ))}
      </Box>
    </AftercarePart>
  );
}

function JourneyText(props: { event: JourneyEvent }) {
  const { t } = useLingui();
  const { event } = props;
  const fileName = event.file_name ?? '';
  const count = event.download_count ?? 1;
  switch (event.event) {
    case 'ordered':
      return <Trans>Ordered</Trans>;
    case 'paid':
      return <Trans>Paid</Trans>;
    case 'available':
      return <Trans>Ready to download</Trans>;
    case 'downloaded':
      return (
        <>
          <Trans>
            First downloaded <bdi>{fileName}</bdi>
          </Trans>{' '}
          ({t({ message: plural(count, { one: '# download in all', other: '# downloads in all' }) })})
        </>
      );
  }
}
