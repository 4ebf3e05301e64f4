// Data the checkout models share: the store's payment methods and a gateway's configuration.
import type { AddressInput, CustomerAddress } from '../../../contracts/address.ts';
import type {
  Checkout,
  CheckoutItem,
  CouponValidation,
  OrderCheckout,
  OrderPlacement,
  PaymentConfig,
  PaymentMethod,
  PaymentTypeRestrictions,
} from '../../../contracts/checkout.ts';

export const METHODS = {
  cod: { id: 1, is_payment_gateway: false, payment_type: 'COD', provider: null, label: 'Cash on delivery' },
  card: { id: 2, is_payment_gateway: true, payment_type: 'CASHFREE', provider: 'cashfree', label: 'Card' },
  hosted: {
    id: 3,
    is_payment_gateway: true,
    payment_type: 'AMAZON_PAY',
    provider: 'amazon_payment_services',
    label: 'Hosted card form',
  },
} as const satisfies Record<string, PaymentMethod>;

export const ALL_METHODS: PaymentMethod[] = [METHODS.cod, METHODS.card, METHODS.hosted];

export const MODES = {
  both: { pay_on_delivery: true, online_payment: true },
  online: { pay_on_delivery: false, online_payment: true },
  onDelivery: { pay_on_delivery: true, online_payment: false },
  none: { pay_on_delivery: false, online_payment: false },
} as const satisfies Record<string, PaymentTypeRestrictions>;

export const CARD_CONFIG: PaymentConfig = {
  payment_type_id: 2,
  provider: 'cashfree',
  payment_gateway_url: 'http://localhost:3000/payments-sandbox/cashfree',
  merchant_identifier: 'merchant-1',
  access_code: 'access-1',
  currency: 'INR',
  language: 'en',
  environment: 'sandbox',
};

// ── Checkouts as the server answers them ──────────────────────────────────────────────────────

export const CHECKOUT_ID = '0b6f1c9e-2f4d-4c1a-9d7e-5a3b2c1d0e9f';

const address = (id: number, pincode: string, defaults: boolean): CustomerAddress => ({
  address_id: id,
  full_name: 'Asha Rao',
  phone_extension: '+91',
  phone_number: '9876543210',
  address_line_1: `${id} Lake Road`,
  address_line_2: null,
  landmark: null,
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode,
  address_type: 'home',
  is_default_delivery: defaults,
  is_default_billing: defaults,
  is_serviceable: pincode !== '999999',
});

export const ADDRESSES = {
  home: address(1, '411001', true),
  far: address(2, '999999', false),
  added: address(3, '411002', false),
};

export const NEW_ADDRESS: AddressInput = {
  full_name: 'Asha Rao',
  phone_number: '9876543210',
  address_line_1: '3 Lake Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411002',
};

const item = (id: number, extra: Partial<CheckoutItem>): CheckoutItem => ({
  checkout_item_id: id,
  product_id: 100 + id,
  product_name: `Product ${id}`,
  product_image: `products/${100 + id}/1.svg`,
  product_type: 'Physical',
  item_type: 'standard_item',
  order_flow: 'checkout_based',
  quantity: 1,
  product_price: 200,
  final_price: 180,
  line_total: 180,
  price_visibility: true,
  requires_slot: false,
  slot: null,
  deliverable: null,
  ...extra,
});

const KETTLE = item(1, {});
const LESSON = item(2, { product_type: 'Service', requires_slot: true });
const LESSON_BOOKED = { ...LESSON, slot: { slot_id: 7, label: 'Monday, 10:00 AM–11:00 AM' } };
const SAMPLE = item(3, { item_type: 'free_item', product_price: 0, final_price: 0, line_total: 0 });
const QUOTE = item(4, { item_type: 'request_item', order_flow: 'request_based', price_visibility: false });

const summary = (total: number, extra: { is_free?: boolean; is_request?: boolean } = {}) => ({
  currency: 'INR',
  items_count: 2,
  total_mrp: 400,
  product_discount: 40,
  coupon_discount: 0,
  delivery_charge: 50,
  total_amount: total,
  is_free: extra.is_free ?? false,
  is_request: extra.is_request ?? false,
});

const checkout = (extra: Partial<Checkout>): Checkout => ({
  checkout_id: CHECKOUT_ID,
  source: 'cart',
  status: 'open',
  checkout_items: [KETTLE, LESSON],
  address: { delivery: null, billing: null },
  address_details: { delivery: null, billing: null },
  pincode_check: { pincode: null, address_id: null, serviceable: null, undeliverable_item_ids: [] },
  coupon: null,
  order_details: summary(410),
  number_of_steps: 3,
  payment_modes: MODES.both,
  selected_payment: { payment_type_ids: [], payment_mode: null },
  order_id: null,
  ...extra,
});

const at = (delivery: CustomerAddress, serviceable: boolean): Partial<Checkout> => ({
  address: { delivery: delivery.address_id, billing: ADDRESSES.home.address_id },
  address_details: { delivery, billing: ADDRESSES.home },
  pincode_check: {
    pincode: delivery.pincode,
    address_id: delivery.address_id,
    serviceable,
    undeliverable_item_ids: serviceable ? [] : [KETTLE.checkout_item_id],
  },
});

export const CHECKOUTS = {
  /** From the cart: a kettle and a lesson (needs a slot); no addresses yet. */
  fresh: checkout({}),
  /** The home address chosen: its pincode is served. */
  addressed: checkout(at(ADDRESSES.home, true)),
  /** The far address chosen: its pincode is not served. */
  unserviceable: checkout(at(ADDRESSES.far, false)),
  /** Addressed, the lesson's slot chosen. */
  ready: checkout({ ...at(ADDRESSES.home, true), checkout_items: [KETTLE, LESSON_BOOKED] }),
  /** A 100% coupon made it free: nothing to pay. */
  freeByCoupon: checkout({
    ...at(ADDRESSES.home, true),
    checkout_items: [KETTLE, LESSON_BOOKED],
    coupon: { coupon_code: 'FREE100', product_ids: [101, 102], discount: 360 },
    order_details: { ...summary(0, { is_free: true }), coupon_discount: 360, delivery_charge: 0 },
    number_of_steps: 2,
    payment_modes: MODES.none,
  }),
  /** Only free items. */
  free: checkout({
    checkout_items: [SAMPLE],
    order_details: summary(0, { is_free: true }),
    number_of_steps: 2,
    payment_modes: MODES.none,
  }),
  /** Its order was made already (in another tab, or before the provider's page; Back returns here). */
  ordered: checkout({
    ...at(ADDRESSES.home, true),
    checkout_items: [KETTLE, LESSON_BOOKED],
    status: 'ordered',
    order_id: 42,
  }),
  /** Only request-based items: a request. */
  request: checkout({
    checkout_items: [QUOTE],
    order_details: summary(0, { is_request: true }),
    number_of_steps: 0,
    payment_modes: MODES.none,
  }),
};

export const COUPONS = [
  {
    coupon_code: 'FREE100',
    description: 'Everything free',
    discount_type: 'percent' as const,
    discount_value: 100,
    min_order_amount: 0,
    max_discount_amount: null,
    expires_at: null,
    is_applicable: true,
  },
];

export const VALIDATIONS: Record<'valid' | 'expired', CouponValidation> = {
  valid: {
    coupon_code: 'FREE100',
    is_valid: true,
    discount: 360,
    product_ids: [101, 102],
    makes_free: true,
    message: 'Coupon applies',
  },
  expired: {
    coupon_code: 'FREE100',
    is_valid: false,
    discount: 0,
    product_ids: [],
    makes_free: false,
    message: 'This coupon has expired',
  },
};

const placement = (extra: Partial<OrderPlacement>): OrderPlacement => ({
  order_id: 42,
  order_number: 'ORD-000042',
  order_kind: 'order',
  checkout_id: CHECKOUT_ID,
  order_status: 'Received',
  payment_status: 'Created',
  request_status: null,
  payment_mode: 'pay_on_delivery',
  payment_provider: null,
  is_free: false,
  total_amount: 410,
  currency: 'INR',
  payment_required: false,
  ...extra,
});

export const HAND_OFF: OrderCheckout = {
  order_id: 42,
  order_number: 'ORD-000042',
  payment_page: '/cashfree',
  hand_off: {
    provider: 'cashfree',
    payment_gateway_url: CARD_CONFIG.payment_gateway_url,
    fields: {
      signature: 'abc123',
      order_id: 'ORD-000042',
      order_amount: '41000',
      order_currency: 'INR',
      customer_email: 'asha@example.com',
      customer_phone: '9876543210',
      app_id: 'merchant-1',
      return_url: 'http://localhost:5173/order-status',
    },
  },
};

export const PLACED = {
  onDelivery: { placement: placement({}), handOff: null },
  online: {
    placement: placement({
      payment_mode: 'online_payment',
      payment_provider: 'cashfree',
      payment_required: true,
    }),
    handOff: HAND_OFF,
  },
};
