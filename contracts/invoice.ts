// cfs invoice download (SPEC section 7 "invoice download"): GET /cfs/rest/v3/invoice-download/{orderId}
// answers the order's invoice as application/pdf, as an attachment named invoiceFileName; failures
// answer the envelope (404 for another customer's order, 409 for a request, 400 for a bad id).
// Apart from contracts/orders.ts, so the storefront loads it only with the order details.

export const INVOICE_DOWNLOAD_PATH = '/invoice-download';

/** The invoice's file name: invoice-ORD-000042.pdf. */
export function invoiceFileName(orderNumber: string): string {
  return `invoice-${orderNumber}.pdf`;
}
