// cfs checkout and payments (SPEC sections 2 /checkout /cashfree /payment /amazonPayment
// /order-status, 3 "Checkout state", "Payment method", "Hand-off payment form fields",
// "Enumerations", 4 "Checkout steps", "Payment selection", "Post-payment return", status
// enumerations, 7, 8, 9). SPEC names these endpoints without paths or payloads ("checkout journey",
// coupon list and validate, slots, payment types and config, change payment type, create order,
// order checkout); this file fixes them. Every response is wrapped in the envelope (envelope.ts);
// the types below are its response_body. All are for a signed-in customer (401 otherwise), and a
// checkout, address or order of another customer answers 404. Money is answered in the store
// currency's major units (numbers with at most 2 decimals), computed by the server from integer
// minor units: totals, discounts, coupons and delivery are never taken from the client.
//
//   POST   /cfs/rest/v3/checkout-journey                                CreateCheckoutRequest → Checkout
//   GET    /cfs/rest/v3/checkout-journey/{checkoutId}                   → Checkout
//   PUT    /cfs/rest/v3/checkout-journey/{checkoutId}/address          CheckoutAddressRequest → Checkout
//   PUT    /cfs/rest/v3/checkout-journey/{checkoutId}/items/{checkoutItemId}/slot  CheckoutSlotRequest → Checkout
//   PUT    /cfs/rest/v3/checkout-journey/{checkoutId}/coupon           ApplyCouponRequest → Checkout
//   DELETE /cfs/rest/v3/checkout-journey/{checkoutId}/coupon           → Checkout
//   PUT    /cfs/rest/v3/checkout-journey/{checkoutId}/payment-type     ChangePaymentTypeRequest → Checkout
//   GET    /cfs/rest/v3/coupons?checkout_id=                             → CouponList
//   POST   /cfs/rest/v3/validate-coupon                                 ValidateCouponRequest → CouponValidation
//   GET    /cfs/rest/v3/slots?product_id=                                → SlotList
//   GET    /cfs/rest/v3/payment-types                                   → PaymentTypes
//   GET    /cfs/rest/v3/payment-config/{paymentTypeId}                  → PaymentConfig
//   POST   /cfs/rest/v3/create-order                                    CreateOrderRequest → OrderPlacement
//   POST   /cfs/rest/v3/order-checkout                                  OrderCheckoutRequest → OrderCheckout
//   PUT    /cfs/rest/v3/check-order-status/{orderId}                    → OrderStatusCheck
//
// The payments sandbox (HTML pages of the reference server, not JSON; never under NODE_ENV=production)
// plays the provider's test environment: it receives the hand-off form
//   POST /payments-sandbox/{provider}   (form fields of HandOffFields, signed) → the approve/decline page
// and sends the shopper back to the form's return_url with the provider's signed answer
// (PaymentAnswerFields). A provider may also notify the server directly:
//   POST /cfs/rest/v3/payment-notifications/{provider}   (the answer's fields as a form) → 200
import type { CustomerAddress } from './address.ts';
import type { ItemType } from './cfs.ts';
import type { ProductTypeName, ServiceSlot } from './pbs.ts';

// Item types (standard_item, request_item, free_item) are ITEM_TYPES of cfs.ts.

// ── Enumerations (SPEC sections 3 and 4) ────────────────────────────────────────────────────────

/** SPEC section 3: order flow types. A request_item is request_based; every other item checkout_based. */
export const ORDER_FLOWS = ['request_based', 'checkout_based'] as const;
export type OrderFlow = (typeof ORDER_FLOWS)[number];

/** SPEC section 3: payment modes: pay on delivery (offline) and online payment. */
export const PAYMENT_MODES = ['pay_on_delivery', 'online_payment'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** SPEC section 4: request status (an order of request-based items only is a request). */
export const REQUEST_STATUSES = ['open', 'pending', 'rejected', 'Fulfilled', 'Cancelled', 'Return'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/**
 * SPEC section 4: payment status. Created: the order awaits its payment (online, or cash collected
 * on delivery); Placed: paid at the provider, not yet confirmed (no online payment stays here now:
 * see Completed); Failed: the provider declined, or the payment window passed; Completed: the
 * provider's signed answer said paid and the server verified it.
 */
export const PAYMENT_STATUSES = ['Created', 'Placed', 'Failed', 'Completed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** SPEC section 4: order status. A placed order is Received; a declined online payment Cancelled. */
export const ORDER_STATUSES = [
  'Received',
  'InProgress',
  'Fulfilled',
  'Cancelled',
  'Return',
  'Refund',
  'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC section 3 "Payment method": payment_type codes. COD means cash on delivery. */
export const PAYMENT_TYPE_CODES = ['COD', 'CASHFREE', 'AMAZON_PAY', 'WALLET'] as const;
export type PaymentTypeCode = (typeof PAYMENT_TYPE_CODES)[number];
export const CASH_ON_DELIVERY: PaymentTypeCode = 'COD';

/**
 * SPEC section 3: the three payment provider labels: two card providers (card: cashfree-style,
 * hosted form: amazon-style) and one wallet-style provider.
 */
export const PAYMENT_PROVIDERS = ['cashfree', 'amazon_payment_services', 'wallet'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The storefront page that hands each provider's payment off (SPEC section 2). */
export const PAYMENT_PROVIDER_PAGES: Readonly<
  Record<PaymentProvider, '/cashfree' | '/amazonPayment' | '/payment'>
> = {
  cashfree: '/cashfree',
  amazon_payment_services: '/amazonPayment',
  wallet: '/payment',
};

/** SPEC section 9: default checkout steps 3 (2 when free, 0 when every item is request-based). */
export const DEFAULT_CHECKOUT_STEPS = 3;
export const FREE_CHECKOUT_STEPS = 2;
export const REQUEST_CHECKOUT_STEPS = 0;
export type NumberOfSteps = 0 | 2 | 3;

/** SPEC section 9: the hand-off form's command. */
export const PAYMENT_FORM_COMMAND = 'PURCHASE';

/** SPEC section 8: the check-order-status message of a paid order (anything else: failure toast). */
export const ORDER_PAID_MESSAGE = 'Amount paid for that order';
/** The messages of an order not paid (yet). */
export const ORDER_PAYMENT_FAILED_MESSAGE = 'Payment failed for that order';
export const ORDER_PAYMENT_PENDING_MESSAGE = 'Payment pending for that order';
/**
 * The provider took a payment that could not pay the order (it was cancelled, expired or paid
 * already when the paid answer came): recorded to be refunded (payments_owed_back). Not a failure:
 * the money was taken and is given back (decision 0057).
 */
export const ORDER_PAYMENT_OWED_BACK_MESSAGE = 'Payment to be refunded for that order';
/**
 * Checked without a provider's answer (the shopper left the provider's page), the order was
 * cancelled meanwhile before anything was paid: by the customer (Cancel order) or on expiry.
 */
export const ORDER_CANCELLED_UNPAID_MESSAGE = 'Order cancelled before payment';

/** Bounds of the checkout's inputs. */
export const MAX_COUPON_CODE_LENGTH = 32;
/** A coupon code: letters and digits (case-insensitive, answered in capitals), no spaces. */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{1,32}$/;
/** A checkout id: a UUID (not guessable; another customer's answers 404 all the same). */
export const CHECKOUT_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// ── Checkout journey ────────────────────────────────────────────────────────────────────────────

/**
 * POST checkout-journey: a checkout from the customer's server cart (every line, as it is now;
 * an empty cart is a 400), or from one buy-now product (SPEC local storage buyNowItem; the cart is
 * left alone). A checkout is the customer's own; it stays open until its order is created.
 */
export type CreateCheckoutRequest =
  | { source: 'cart' }
  | { source: 'buy_now'; product: number; quantity: number; slot_id?: number | null };
export type CheckoutSource = CreateCheckoutRequest['source'];

/** open: being filled in; ordered: its order (or request) was created, order_id says which. */
export type CheckoutStatus = 'open' | 'ordered';

/** A chosen service slot of a checkout item. */
export interface CheckoutSlot {
  slot_id: number;
  /** The slot in words, e.g. "Monday & Wednesday, 10:00 AM–11:00 AM". */
  label: string;
}

/** SPEC section 3 checkoutItems: one per product. */
export interface CheckoutItem {
  checkout_item_id: number;
  product_id: number;
  product_name: string;
  /** Comma-separated image paths; the first is the main one. */
  product_image: string;
  /** SPEC's product_type: the product type name. */
  product_type: ProductTypeName;
  item_type: ItemType;
  order_flow: OrderFlow;
  quantity: number;
  /** Unit prices (major units); 0 for a request item, whose price is on request. */
  product_price: number;
  final_price: number;
  /** final_price × quantity; 0 for a request item. */
  line_total: number;
  price_visibility: boolean;
  /** Service and Packaged Service items need a slot before the order is placed. */
  requires_slot: boolean;
  slot: CheckoutSlot | null;
  /** Whether it reaches the delivery address; null when no delivery address is chosen or it needs no delivery. */
  deliverable: boolean | null;
}

/** SPEC section 3 orderDetails: the summary, computed by the server. Major units. */
export interface OrderSummary {
  currency: string;
  /** Sum of quantities of the priced items. */
  items_count: number;
  /** Original prices × quantities of the priced items. */
  total_mrp: number;
  /** What the products' own discounts take off. */
  product_discount: number;
  /** What the applied coupon takes off (at most what is left of the items). */
  coupon_discount: number;
  /** Delivery of physical goods; waived from FREE_DELIVERY_FROM and when the items cost nothing. */
  delivery_charge: number;
  /** What the customer pays: total_mrp − product_discount − coupon_discount + delivery_charge. */
  total_amount: number;
  /** Nothing to pay (free items, or a coupon made it free) and not a request: 2 steps, no payment. */
  is_free: boolean;
  /** Every item is request-based: the order becomes a request (0 steps, no payment). */
  is_request: boolean;
}

/** The delivery charge and from which item total (major units) delivery is free. */
export const DELIVERY_CHARGE = 50;
export const FREE_DELIVERY_FROM = 500;

/** SPEC section 3 coupon {couponCode, products}: the applied coupon and the items it discounts. */
export interface AppliedCoupon {
  coupon_code: string;
  /** Product ids of the items the coupon applies to. */
  product_ids: number[];
  discount: number;
}

/** SPEC section 3 paymentTypeRestrictions. */
export interface PaymentTypeRestrictions {
  pay_on_delivery: boolean;
  online_payment: boolean;
}

export interface CheckoutPincodeCheck {
  /** The delivery address's pincode; null until one is chosen. */
  pincode: string | null;
  address_id: number | null;
  /** SPEC pincodeCheckup: every item needing delivery reaches it; null until an address is chosen. */
  serviceable: boolean | null;
  /** checkout_item_ids that do not reach it. */
  undeliverable_item_ids: number[];
}

/**
 * The payment the customer chose for this checkout (PUT payment-type). payment_mode is derived
 * from the methods: a gateway → online_payment, COD → pay_on_delivery, none → null.
 */
export interface CheckoutPayment {
  payment_type_ids: number[];
  payment_mode: PaymentMode | null;
}

/** A checkout: the state SPEC section 3 lists, as the server holds it. */
export interface Checkout {
  checkout_id: string;
  source: CheckoutSource;
  status: CheckoutStatus;
  checkout_items: CheckoutItem[];
  /** SPEC address {delivery, billing}: address ids. */
  address: { delivery: number | null; billing: number | null };
  /** SPEC addressDetails: the chosen addresses in full. */
  address_details: { delivery: CustomerAddress | null; billing: CustomerAddress | null };
  pincode_check: CheckoutPincodeCheck;
  coupon: AppliedCoupon | null;
  order_details: OrderSummary;
  /** SPEC steps.numberOfSteps: 3, 2 when free, 0 when every item is request-based. */
  number_of_steps: NumberOfSteps;
  /**
   * The payment modes this checkout may be paid by: the store's (PaymentTypes.payment_modes), less
   * pay on delivery when an item cannot be delivered against cash (Digital, Subscription, API).
   * Both false when nothing is to be paid (free or request).
   */
  payment_modes: PaymentTypeRestrictions;
  selected_payment: CheckoutPayment;
  /** Set once the order (or request) is created (status ordered). */
  order_id: number | null;
}

/** PUT checkout-journey/{id}/address: the delivery and billing address ids (the customer's own). */
export interface CheckoutAddressRequest {
  delivery_address_id: number;
  billing_address_id: number;
}

/** PUT checkout-journey/{id}/items/{checkoutItemId}/slot: one of the item's product's slots. */
export interface CheckoutSlotRequest {
  slot_id: number;
}

// ── Coupons ─────────────────────────────────────────────────────────────────────────────────────

export const COUPON_DISCOUNT_TYPES = ['percent', 'fixed'] as const;
export type CouponDiscountType = (typeof COUPON_DISCOUNT_TYPES)[number];

/** A coupon the store offers. */
export interface Coupon {
  coupon_code: string;
  description: string;
  discount_type: CouponDiscountType;
  /** percent: 1..100; fixed: an amount in major units. */
  discount_value: number;
  /** The least item total (after product discounts, major units) it needs. */
  min_order_amount: number;
  /** The most a percent coupon takes off (major units); null: no cap. */
  max_discount_amount: number | null;
  /** ISO date-time; null: does not expire. */
  expires_at: string | null;
}

/** GET coupons?checkout_id= (optional): the store's active coupons; with a checkout, whether each applies. */
export interface CouponList {
  coupons: (Coupon & { is_applicable: boolean | null })[];
}

/** POST validate-coupon: whether the code applies to the checkout now, without applying it. */
export interface ValidateCouponRequest {
  checkout_id: string;
  coupon_code: string;
}

/** Answered 200 both ways; is_valid false says why in message. An unknown checkout is a 404. */
export interface CouponValidation {
  coupon_code: string;
  is_valid: boolean;
  /** What it would take off (major units); 0 when not valid. */
  discount: number;
  product_ids: number[];
  /** Would the order become free with it? */
  makes_free: boolean;
  message: string;
}

/** PUT checkout-journey/{id}/coupon: applies the code (a code that does not apply is a 400 saying why). */
export interface ApplyCouponRequest {
  coupon_code: string;
}

// ── Slots ───────────────────────────────────────────────────────────────────────────────────────

/** GET slots?product_id=: a service product's slots (another store's product: 404). */
export interface SlotList {
  product_id: number;
  slots: ServiceSlot[];
}

// ── Payment types and configuration ─────────────────────────────────────────────────────────────

/** SPEC section 3 "Payment method". */
export interface PaymentMethod {
  id: number;
  is_payment_gateway: boolean;
  payment_type: PaymentTypeCode;
  /** The provider of a gateway method; null for cash on delivery. */
  provider: PaymentProvider | null;
  /** The method's name as the store shows it (e.g. "Cash on delivery"). */
  label: string;
}

/** GET payment-types: the store's enabled methods and which modes it allows. */
export interface PaymentTypes {
  payment_types: PaymentMethod[];
  payment_modes: PaymentTypeRestrictions;
}

/**
 * PUT checkout-journey/{id}/payment-type: the methods chosen (SPEC "Payment selection"). At most
 * one gateway method; COD and a gateway method together are a 400 (one way to pay); each id must
 * be one of the store's enabled methods of a mode the checkout allows. [] clears the choice.
 */
export interface ChangePaymentTypeRequest {
  payment_type_ids: number[];
}

/** GET payment-config/{paymentTypeId}: a gateway method's public configuration (never its secret). */
export interface PaymentConfig {
  payment_type_id: number;
  provider: PaymentProvider;
  /** Where the hand-off form posts (the reference server's payments sandbox outside production). */
  payment_gateway_url: string;
  merchant_identifier: string;
  access_code: string;
  currency: string;
  language: string;
  environment: 'sandbox';
}

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────

/**
 * POST create-order: creates the checkout's order, once. A repeat for the same checkout (a double
 * click, another tab, a retried request, concurrent requests) answers the same order. The server
 * checks, from its own data: addresses chosen and serviceable (items needing delivery), slots
 * chosen, stock, the coupon still valid, and a payment selection of an allowed mode unless the
 * order is free or a request. Stock is reserved here.
 *   - request (every item request-based): a request, status open; the cart lines are removed.
 *   - free, or pay on delivery: placed at once (order Received); the cart lines are removed.
 *   - online: order Received with payment Created; the cart is kept until the payment is approved;
 *     continue with POST order-checkout.
 */
export interface CreateOrderRequest {
  checkout_id: string;
}

export type OrderKind = 'order' | 'request';

export interface OrderPlacement {
  order_id: number;
  /** Shown to the customer, e.g. "ORD-000042". */
  order_number: string;
  order_kind: OrderKind;
  checkout_id: string;
  /** null for a request. */
  order_status: OrderStatus | null;
  /** null for a request and a free order. */
  payment_status: PaymentStatus | null;
  /** Set for a request. */
  request_status: RequestStatus | null;
  payment_mode: PaymentMode | null;
  /** The chosen gateway's provider when the order is paid online. */
  payment_provider: PaymentProvider | null;
  is_free: boolean;
  total_amount: number;
  currency: string;
  /** true: pay online now (POST order-checkout); false: nothing more to do. */
  payment_required: boolean;
}

/** POST order-checkout: starts (or restarts) the online payment of an order whose payment is Created. */
export interface OrderCheckoutRequest {
  order_id: number;
}

/**
 * SPEC section 3 "Hand-off payment form fields" (the hosted-form provider, /amazonPayment). Posted
 * as they are to payment_gateway_url; signature is HMAC-SHA256 (hex) with the merchant's secret over
 * the other fields, sorted by name, as `name=value` joined by `&`. The server fills customer_email
 * ({email} at run time) in before signing.
 */
export interface HandOffFormFields {
  signature: string;
  command: typeof PAYMENT_FORM_COMMAND;
  merchant_reference: string;
  /** Minor units, as text (the provider's convention). */
  amount: string;
  access_code: string;
  merchant_identifier: string;
  currency: string;
  language: string;
  customer_email: string;
  return_url: string;
}

/** The navigation state /amazonPayment posts: the fields plus where to post them. */
export interface HandOffPaymentData extends HandOffFormFields {
  payment_gateway_url: string;
}

/** The card provider's (/cashfree) form, signed the same way. */
export interface CardFormFields {
  signature: string;
  order_id: string;
  order_amount: string;
  order_currency: string;
  customer_email: string;
  customer_phone: string;
  app_id: string;
  return_url: string;
}

/** The wallet-style provider's (/payment) form, signed the same way. */
export interface WalletFormFields {
  signature: string;
  merchant_id: string;
  txn_id: string;
  amount: string;
  currency: string;
  mobile_number: string;
  return_url: string;
}

/** What the storefront posts, per provider: a browser form POST of `fields` to payment_gateway_url. */
export type PaymentHandOff =
  | { provider: 'amazon_payment_services'; payment_gateway_url: string; fields: HandOffFormFields }
  | { provider: 'cashfree'; payment_gateway_url: string; fields: CardFormFields }
  | { provider: 'wallet'; payment_gateway_url: string; fields: WalletFormFields };

export interface OrderCheckout {
  order_id: number;
  order_number: string;
  /** The storefront page that posts the hand-off (PAYMENT_PROVIDER_PAGES). */
  payment_page: '/cashfree' | '/amazonPayment' | '/payment';
  hand_off: PaymentHandOff;
}

/**
 * The provider's answer: the fields it adds to return_url (the storefront's /order-status) when the
 * shopper has paid or declined, signed by the provider (HMAC-SHA256 with a key derived from the
 * merchant's secret, over the other fields as the hand-off is). The storefront keeps them with the
 * payment flags and passes them, as they are, to PUT check-order-status (OrderStatusCheckRequest);
 * only the server's check of them settles the order.
 */
export type PaymentAnswerFields = Record<string, string>;

/**
 * The fields of each provider's hand-off form, the signature included (SPEC section 3): what the
 * server signs and the sandbox checks, and what the storefront takes from navigation state.
 */
export const HAND_OFF_FORM_FIELDS: Readonly<Record<PaymentProvider, readonly string[]>> = {
  amazon_payment_services: [
    'signature',
    'command',
    'merchant_reference',
    'amount',
    'access_code',
    'merchant_identifier',
    'currency',
    'language',
    'customer_email',
    'return_url',
  ],
  cashfree: [
    'signature',
    'order_id',
    'order_amount',
    'order_currency',
    'customer_email',
    'customer_phone',
    'app_id',
    'return_url',
  ],
  wallet: ['signature', 'merchant_id', 'txn_id', 'amount', 'currency', 'mobile_number', 'return_url'],
};

/**
 * Which field of each provider's answer says how the payment went, and its value when paid: the
 * storefront only uses it to choose where the shopper lands (the cart after a decline); the server
 * decides from the verified answer.
 */
export const PAYMENT_ANSWER_STATUS: Readonly<Record<PaymentProvider, { field: string; paid: string }>> = {
  amazon_payment_services: { field: 'status', paid: '14' },
  cashfree: { field: 'tx_status', paid: 'SUCCESS' },
  wallet: { field: 'txn_status', paid: 'paid' },
};

/** At most this many fields, each name and value at most this long, in a provider's answer. */
export const MAX_PAYMENT_ANSWER_FIELDS = 20;
export const MAX_PAYMENT_ANSWER_VALUE_LENGTH = 500;

/**
 * PUT check-order-status/{orderId} may carry the provider's answer for that order (SPEC section 7
 * sends no body: then the order's status is only read). A verified answer settles an unpaid order
 * (paid: Completed; declined: Failed and Cancelled); a forged, altered, replayed or other order's
 * answer is a 4xx and changes nothing.
 */
export interface OrderStatusCheckRequest {
  provider_answer?: PaymentAnswerFields;
}

/** PUT check-order-status/{orderId}: the payment's state in words (SPEC section 8). */
export interface OrderStatusCheck {
  /** ORDER_PAID_MESSAGE when paid (Completed); else why not. */
  message: string;
  order_id: number;
  order_status: OrderStatus | null;
  payment_status: PaymentStatus | null;
}

/**
 * How long an order paid online waits for its payment. After it, the payment is Failed and the
 * order Cancelled, its stock released (the cart was kept): an abandoned hand-off never holds stock
 * for good. Checked when orders are placed, when the order's status is checked, and by the sandbox.
 */
export const ONLINE_PAYMENT_WINDOW_MINUTES = 30;
