import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** The seeded demo customer (README). */
export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'Demo-pass-2026', name: 'Asha Rao' };

interface OutboxMessage {
  to: string;
  code: string | null;
  link: string | null;
}

/** A fresh e-mail address per test, so tests never share an account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest message the reference server's development outbox holds for an address. */
export async function latestMessage(
  request: APIRequestContext,
  baseURL: string,
  to: string,
): Promise<OutboxMessage> {
  const response = await request.get(`${baseURL}/dev/outbox`, { params: { to } });
  if (!response.ok()) throw new Error(`The outbox answered ${response.status()}`);
  const body = (await response.json()) as { response_body: { messages: OutboxMessage[] } };
  const [message] = body.response_body.messages;
  if (!message) throw new Error(`No message for ${to}`);
  return message;
}

/** A customer a journey signs up (createCustomer) and signs in with. */
export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A fresh account with these names and password (a fresh e-mail address each time). */
export function newAccount(label: string, names: Omit<TestAccount, 'email'>): TestAccount {
  return { email: uniqueEmail(label), ...names };
}

/** The header's account button, named after the signed-in customer. */
export function accountMenuButton(page: Page, customer: Pick<TestAccount, 'firstName' | 'lastName'>) {
  return page.getByRole('banner').getByRole('button', { name: `${customer.firstName} ${customer.lastName}` });
}

/**
 * Signs out from the header's account menu (`accountButton`) and waits for the home page that
 * signing out loads afresh (a full page load, so nothing of the session stays in memory): a
 * navigation the journey starts before that load would be cut off by it.
 */
export async function signOutFromHeader(page: Page, accountButton: Locator): Promise<void> {
  await accountButton.click();
  const homeLoaded = page.waitForEvent('load');
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await homeLoaded;
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
}

/** Opens /signin and submits the password form (the outcome is the journey's to check). */
export async function signInWithPassword(page: Page, customer: TestAccount, password = customer.password) {
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'E-mail or phone' }).fill(customer.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Creates a customer through the API (OTP from the outbox), for journeys that start signed up. */
export async function createCustomer(
  request: APIRequestContext,
  baseURL: string,
  account: TestAccount,
): Promise<void> {
  const headers = { 'realm-name': 'demo' };
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(`${baseURL}/ums/rest/v3/${path}`, { data, headers });
    if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
    return ((await response.json()) as { response_body: T }).response_body;
  };
  const challenge = await post<{ otp_id: string }>('otp/generate', {
    purpose: 'signup',
    channel: 'email',
    email: account.email,
  });
  const { code } = await latestMessage(request, baseURL, account.email);
  const { signup_token } = await post<{ signup_token: string }>('otp/validate', {
    otp_id: challenge.otp_id,
    otp: code,
  });
  await post('customer-signup', {
    signup_token,
    first_name: account.firstName,
    last_name: account.lastName,
    password: account.password,
  });
}
