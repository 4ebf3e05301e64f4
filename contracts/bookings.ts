// cfs bookings of service and training order items (SPEC section 2 /trainingOverview/{orderItemId}/
// {orderId}, section 7 "slots, manage bookings"; paths and payloads fixed here). An item of a
// Service or Packaged Service product with a chosen slot holds one session per unit ordered: the
// first free occurrences of its slot starting at least BOOKING_NOTICE_HOURS after the order.
// A session can be rescheduled to a free occurrence of any slot of the same product, or cancelled,
// while it starts more than BOOKING_NOTICE_HOURS from now; a session is rescheduled at most
// MAX_RESCHEDULES times, and only to a time within BOOKING_HORIZON_DAYS. Times are ISO 8601 UTC
// (the store's clock). All for the signed-in customer: another customer's item answers 404.
//
//   GET  /cfs/rest/v3/order-items/{orderItemId}/bookings                              → BookingList
//   GET  /cfs/rest/v3/order-items/{orderItemId}/bookings/{bookingId}/free-slots?from=&days= → FreeSlotList
//   PUT  /cfs/rest/v3/order-items/{orderItemId}/bookings/{bookingId}    RescheduleRequest → Booking
//   POST /cfs/rest/v3/order-items/{orderItemId}/bookings/{bookingId}/cancel              → Booking

export const BOOKING_NOTICE_HOURS = 24;
export const BOOKING_HORIZON_DAYS = 60;
export const MAX_RESCHEDULES = 3;
/** free-slots: days looked at from `from` (default and most). */
export const FREE_SLOT_DAYS = 14;

/** completed: a booked session that has ended. */
export const BOOKING_STATUSES = ['booked', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export interface Booking {
  booking_id: number;
  order_item_id: number;
  /** 1..quantity. */
  session_number: number;
  slot_id: number;
  /** "Monday & Wednesday, 10:00 AM–11:00 AM" (the slot's pattern). */
  slot_label: string;
  starts_at: string;
  ends_at: string;
  /** Minutes. */
  duration: number;
  status: BookingStatus;
  reschedule_count: number;
  can_reschedule: boolean;
  can_cancel: boolean;
  /** Why neither is possible, when so; null otherwise. */
  locked_reason: string | null;
}

export interface BookingList {
  order_item_id: number;
  order_id: number;
  product_id: number;
  product_name: string;
  /** Whether the item's bookings can be changed at all (a live order). */
  manageable: boolean;
  sessions: Booking[];
  rules: { notice_hours: number; horizon_days: number; max_reschedules: number };
}

export interface FreeSlot {
  slot_id: number;
  slot_label: string;
  starts_at: string;
  ends_at: string;
  duration: number;
  seats_left: number;
}

export interface FreeSlotList {
  booking_id: number;
  /** YYYY-MM-DD, the first day looked at, and how many days. */
  from: string;
  days: number;
  slots: FreeSlot[];
}

export interface RescheduleRequest {
  slot_id: number;
  /** An occurrence of the slot, as FreeSlot.starts_at gives it. */
  starts_at: string;
}
