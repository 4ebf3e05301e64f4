import { describeBrowserPaths } from '../support/paths/describePaths.ts';
import { orderItemPaths } from '../support/paths/orderItemPaths.ts';

// One order item's generated paths in the browser: an order paid online at the payments sandbox
// (approved or declined), cancelled as a whole while unpaid, paid on delivery, or a request for a
// price; its items cancelled, returned and replaced from the order's page (each request first cut
// by the network), and moved by the seller and the courier through the server's fulfilment
// endpoint. The machine runs on the server: each step's transitions are read back from the item
// the server stores (e2e/support/paths/orderItemPaths.ts says how).
//
// Every transition is taken by these paths: none is left out as one a browser cannot cause. The
// events a customer's browser cannot cause (the seller's and the courier's) go through the server's
// own fulfilment endpoint, as a store's systems send them; the page shows what they did.
await describeBrowserPaths(orderItemPaths);
