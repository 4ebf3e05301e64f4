// GET profile: the signed-in customer's own account, the smallest proof that bearer auth works.
import { Hono } from 'hono';
import type { CustomerProfile } from '../../contracts/ums.ts';
import { type CustomerEnv, requireCustomer } from '../auth/bearer.ts';
import { formatPhone } from '../customers/identifiers.ts';
import { sendOk } from '../http/envelope.ts';

export function umsProfileRoutes(): Hono<CustomerEnv> {
  const app = new Hono<CustomerEnv>();

  app.get('/profile', requireCustomer(), (c) => {
    const { customer } = c.var;
    const profile: CustomerProfile = {
      sub: customer.id,
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      phone: customer.phone ? formatPhone(customer.phone) : null,
    };
    return sendOk(c, profile);
  });

  return app;
}
