import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { RescheduleRequest } from '../../../../contracts/bookings.ts';
import type { SaveCrfRequest } from '../../../../contracts/crf.ts';
import type { ApiClient } from '../../../api/client.ts';
import {
  fetchCrfForm,
  fetchDigitalDelivery,
  fetchItemDocuments,
  fetchItemFile,
  saveCrfForm,
} from '../api/itemFiles.ts';
import { cancelBooking, fetchBookings, fetchFreeSlots, rescheduleBooking } from './api.ts';

/**
 * An order item after the purchase: its sessions (and the free times one can move to), its digital
 * files and their journey, its documents and its form's answers. Under the order's keys
 * (['orders', ...]) so that a change to the order (a cancelled item) refreshes them too. Free times
 * go stale quickly (others book them), so they are read each time the chooser opens.
 */
export const aftercareQueries = {
  bookings: (api: ApiClient, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'bookings', orderItemId],
      queryFn: () => fetchBookings(api, orderItemId),
      refetchOnWindowFocus: false,
    }),
  freeSlots: (api: ApiClient, orderItemId: number, bookingId: number, from: string | undefined) =>
    queryOptions({
      queryKey: ['orders', 'bookings', orderItemId, 'free-slots', bookingId, from ?? 'today'],
      queryFn: () => fetchFreeSlots(api, orderItemId, bookingId, from),
      staleTime: 0,
      refetchOnWindowFocus: false,
    }),
  digital: (api: ApiClient, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'digital', orderItemId],
      queryFn: () => fetchDigitalDelivery(api, orderItemId),
      refetchOnWindowFocus: false,
    }),
  documents: (api: ApiClient, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'documents', orderItemId],
      queryFn: () => fetchItemDocuments(api, orderItemId),
      refetchOnWindowFocus: false,
    }),
  crf: (api: ApiClient, orderItemId: number) =>
    queryOptions({
      queryKey: ['orders', 'crf', orderItemId],
      queryFn: () => fetchCrfForm(api, orderItemId),
      refetchOnWindowFocus: false,
    }),
};

export const aftercareMutations = {
  reschedule: (api: ApiClient, orderItemId: number, bookingId: number) =>
    mutationOptions({
      mutationKey: ['orders', 'bookings', orderItemId, 'reschedule', bookingId],
      mutationFn: (body: RescheduleRequest) => rescheduleBooking(api, orderItemId, bookingId, body),
    }),
  cancel: (api: ApiClient, orderItemId: number, bookingId: number) =>
    mutationOptions({
      mutationKey: ['orders', 'bookings', orderItemId, 'cancel', bookingId],
      mutationFn: () => cancelBooking(api, orderItemId, bookingId),
    }),
  /** Answers to the item's form; the form as saved. */
  saveCrf: (api: ApiClient, orderItemId: number) =>
    mutationOptions({
      mutationKey: ['orders', 'crf', orderItemId, 'save'],
      mutationFn: (body: SaveCrfRequest) => saveCrfForm(api, orderItemId, body),
    }),
  /** A digital file or a document, by its download path, as a Blob the screen saves. */
  download: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['orders', 'item-file'],
      mutationFn: (downloadPath: string) => fetchItemFile(api, downloadPath),
    }),
};
