// A store's payment methods and allowed modes (030_payment_types_coupons.sql). The merchant secret
// is read only where a form is signed or checked; the API never answers it.
import type {
  PaymentConfig,
  PaymentMethod,
  PaymentProvider,
  PaymentTypeCode,
  PaymentTypeRestrictions,
} from '../../contracts/checkout.ts';
import type { Queryable } from '../db/db.ts';

export interface StorePaymentType {
  id: number;
  paymentType: PaymentTypeCode;
  provider: PaymentProvider | null;
  label: string;
  merchantIdentifier: string | null;
  accessCode: string | null;
  merchantSecret: string | null;
}

export interface StorePayments {
  methods: StorePaymentType[];
  modes: PaymentTypeRestrictions;
}

interface TypeRow {
  id: number;
  payment_type: PaymentTypeCode;
  provider: PaymentProvider | null;
  label: string;
  merchant_identifier: string | null;
  access_code: string | null;
  merchant_secret: string | null;
}

const TYPE_COLUMNS = 'id, payment_type, provider, label, merchant_identifier, access_code, merchant_secret';

/** The store's enabled methods of the modes it allows, in its order. */
export async function loadStorePayments(db: Queryable, storeId: number): Promise<StorePayments> {
  const [settings] = await db.query<{ pay_on_delivery: boolean; online_payment: boolean }>(
    'SELECT pay_on_delivery, online_payment FROM store_payment_settings WHERE store_id = $1',
    [storeId],
  );
  const modes = {
    pay_on_delivery: settings?.pay_on_delivery ?? false,
    online_payment: settings?.online_payment ?? false,
  };
  const rows = await db.query<TypeRow>(
    `SELECT ${TYPE_COLUMNS} FROM store_payment_types WHERE store_id = $1 AND enabled ORDER BY sort_order, id`,
    [storeId],
  );
  const methods = rows
    .map(toPaymentType)
    .filter((method) => (method.provider === null ? modes.pay_on_delivery : modes.online_payment));
  return { methods, modes };
}

/** A gateway method found by its provider and merchant (the sandbox reading a hand-off form). */
export async function findMerchant(
  db: Queryable,
  provider: PaymentProvider,
  merchantIdentifier: string,
): Promise<(StorePaymentType & { storeId: number }) | null> {
  const [row] = await db.query<TypeRow & { store_id: number }>(
    `SELECT ${TYPE_COLUMNS}, store_id FROM store_payment_types
     WHERE provider = $1 AND merchant_identifier = $2`,
    [provider, merchantIdentifier],
  );
  return row ? { ...toPaymentType(row), storeId: row.store_id } : null;
}

export function toPaymentMethod(method: StorePaymentType): PaymentMethod {
  return {
    id: method.id,
    is_payment_gateway: method.provider !== null,
    payment_type: method.paymentType,
    provider: method.provider,
    label: method.label,
  };
}

export function toPaymentConfig(
  method: StorePaymentType & { provider: PaymentProvider },
  gatewayUrl: string,
  currency: string,
  language: string,
): PaymentConfig {
  return {
    payment_type_id: method.id,
    provider: method.provider,
    payment_gateway_url: gatewayUrl,
    merchant_identifier: method.merchantIdentifier ?? '',
    access_code: method.accessCode ?? '',
    currency,
    language,
    environment: 'sandbox',
  };
}

function toPaymentType(row: TypeRow): StorePaymentType {
  return {
    id: row.id,
    paymentType: row.payment_type,
    provider: row.provider,
    label: row.label,
    merchantIdentifier: row.merchant_identifier,
    accessCode: row.access_code,
    merchantSecret: row.merchant_secret,
  };
}
