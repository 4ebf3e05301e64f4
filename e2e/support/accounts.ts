import type { APIRequestContext } from '@playwright/test';

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

/** Creates a customer through the API (OTP from the outbox), for journeys that start signed up. */
export async function createCustomer(
  request: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string; firstName: string; lastName: string },
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
