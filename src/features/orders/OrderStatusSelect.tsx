import { useLingui } from '@lingui/react/macro';
import { ORDER_STATUS_FILTERS, type OrderStatusFilter } from '../../../contracts/orders.ts';
import { LabelledNativeSelect } from '../../components/LabelledNativeSelect.tsx';
import { useOrderLabels } from '../../components/order/useOrderLabels.ts';

const ALL = '';

/** The history's status filter: every order, the open ones, or one status. */
export function OrderStatusSelect(props: {
  value: OrderStatusFilter | undefined;
  onChange: (status: OrderStatusFilter | undefined) => void;
}) {
  const { t } = useLingui();
  const labels = useOrderLabels();
  return (
    <LabelledNativeSelect
      label={t`Status`}
      value={props.value ?? ALL}
      minWidth={200}
      onChange={(value) => props.onChange(ORDER_STATUS_FILTERS.find((status) => status === value))}
    >
      <option value={ALL}>{labels.filter(undefined)}</option>
      {ORDER_STATUS_FILTERS.map((status) => (
        <option key={status} value={status}>
          {labels.filter(status)}
        </option>
      ))}
    </LabelledNativeSelect>
  );
}
