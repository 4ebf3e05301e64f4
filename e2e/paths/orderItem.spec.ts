import { describeBrowserPaths } from '../support/paths/describePaths.ts';
import { orderItemPaths } from '../support/paths/orderItemPaths.ts';

// One order item's generated paths in the browser: an order paid online at the payments sandbox
// (approved or declined), cancelled as a whole while unpaid, paid on delivery, or a request for a
// price; its items cancelled, returned and replaced from the order's page (each request first cut
// by the network), and moved by the seller and the courier through the server's fulfilment
// endpoint. The machine runs on the server: each step's transitions are read back from the item
// the server stores (e2e/support/paths/orderItemPaths.ts says how).
await describeBrowserPaths(orderItemPaths);
