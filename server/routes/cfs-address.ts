// cfs customer-address (contracts/address.ts): the signed-in customer's addresses. GET lists them,
// POST adds, PUT edits one (the whole address), DELETE removes one by id and answers what is left.
// 401 without a customer's token; another customer's address id is a 404.
import { Hono } from 'hono';
import { parseAddress } from '../addresses/address-request.ts';
import { addAddress, deleteAddress, editAddress, listAddresses } from '../addresses/addresses.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { lockCustomerLists } from '../customers/customer-lock.ts';
import type { Db } from '../db/db.ts';
import { sendCreated, sendOk } from '../http/envelope.ts';
import { limitJsonBody } from '../http/json-body.ts';
import { readJsonObject } from '../http/json-object.ts';
import { parsePathId } from '../http/path-id.ts';

export function cfsAddressRoutes(db: Db): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();
  app.use('*', requireCustomer(), limitJsonBody());

  app.get('/', async (c) => sendOk(c, await listAddresses(db, c.var.customer.id, c.var.store.id)));

  app.post('/', async (c) => {
    const fields = parseAddress(await readJsonObject(c));
    const { customer, store } = c.var;
    const address = await db.transaction(async (tx) => {
      await lockCustomerLists(tx, customer.id);
      return addAddress(tx, customer.id, store.id, fields);
    });
    return sendCreated(c, address, 'Address added');
  });

  app.put('/:addressId', async (c) => {
    const addressId = parsePathId(c.req.param('addressId'), 'addressId');
    const fields = parseAddress(await readJsonObject(c));
    const { customer, store } = c.var;
    const address = await db.transaction(async (tx) => {
      await lockCustomerLists(tx, customer.id);
      return editAddress(tx, customer.id, store.id, addressId, fields);
    });
    return sendOk(c, address, 'Address updated');
  });

  app.delete('/:addressId', async (c) => {
    const addressId = parsePathId(c.req.param('addressId'), 'addressId');
    const { customer, store } = c.var;
    const list = await db.transaction(async (tx) => {
      await lockCustomerLists(tx, customer.id);
      await deleteAddress(tx, customer.id, addressId);
      return listAddresses(tx, customer.id, store.id);
    });
    return sendOk(c, list, 'Address deleted');
  });

  return app;
}
