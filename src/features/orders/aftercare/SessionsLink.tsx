import { Trans, useLingui } from '@lingui/react/macro';
import { RouterLink } from '../../../components/RouterLink.tsx';

/** The link from a service item to its sessions and bookings. */
export function SessionsLink(props: { orderItemId: number; orderId: number; productName: string }) {
  const { t } = useLingui();
  const name = props.productName;
  return (
    <RouterLink
      to="/trainingOverview/$orderItemId/$orderId"
      params={{ orderItemId: String(props.orderItemId), orderId: String(props.orderId) }}
      aria-label={t`Sessions and bookings of ${name}`}
      sx={{ justifySelf: 'start' }}
    >
      <Trans>Sessions and bookings</Trans>
    </RouterLink>
  );
}
