import type {
  Booking,
  BookingList,
  FreeSlotList,
  RescheduleRequest,
} from '../../../../contracts/bookings.ts';
import { CFS_BASE_PATH } from '../../../../contracts/cfs.ts';
import type { ApiClient } from '../../../api/client.ts';

// The sessions of a service or training order item (contracts/bookings.ts): the list, the free times
// one session can move to, rescheduling and cancelling.

const bookingsPath = (orderItemId: number) => `${CFS_BASE_PATH}/order-items/${orderItemId}/bookings`;

export const fetchBookings = (api: ApiClient, orderItemId: number) =>
  api.get<BookingList>(bookingsPath(orderItemId));

/** `from`: the first day looked at (YYYY-MM-DD), or the server's today when absent. */
export const fetchFreeSlots = (api: ApiClient, orderItemId: number, bookingId: number, from?: string) =>
  api.get<FreeSlotList>(`${bookingsPath(orderItemId)}/${bookingId}/free-slots`, { from });

export const rescheduleBooking = (
  api: ApiClient,
  orderItemId: number,
  bookingId: number,
  body: RescheduleRequest,
) => api.send<Booking>('PUT', `${bookingsPath(orderItemId)}/${bookingId}`, body);

export const cancelBooking = (api: ApiClient, orderItemId: number, bookingId: number) =>
  api.send<Booking>('POST', `${bookingsPath(orderItemId)}/${bookingId}/cancel`);
