// Sending a one-time code to the outbox, and describing its challenge to the client (masked
// destination, seconds left) without ever revealing the code.
import type { OtpChallenge } from '../../contracts/ums.ts';
import { maskIdentifier } from '../customers/identifiers.ts';
import { describeWait } from '../http/rate-limit.ts';
import { sendMessage } from '../outbox/outbox.ts';
import type { Store } from '../stores/stores.ts';
import type { AuthServices } from './auth-services.ts';
import type { Challenge } from './otp-challenges.ts';

export async function deliverCode(
  auth: AuthServices,
  store: Store,
  challenge: Challenge,
  code: string,
): Promise<void> {
  const now = auth.now();
  const lifetime = describeWait((challenge.expiresAt.getTime() - now) / 1000);
  const action = challenge.purpose === 'signup' ? 'sign up at' : 'sign in to';
  await sendMessage(
    auth.db,
    auth.log,
    {
      channel: challenge.channel,
      to: challenge.destination,
      subject: `Your ${store.displayName} ${challenge.purpose === 'signup' ? 'sign-up' : 'sign-in'} code`,
      body:
        `${code} is your code to ${action} ${store.displayName}. It expires in ${lifetime}. ` +
        'If you did not ask for it, you can ignore this message.',
      code,
    },
    new Date(now),
  );
}

export function describeChallenge(auth: AuthServices, challenge: Challenge): OtpChallenge {
  const now = auth.now();
  return {
    otp_id: challenge.id,
    channel: challenge.channel,
    destination: maskIdentifier(challenge.identifier),
    expires_in: Math.max(0, Math.ceil((challenge.expiresAt.getTime() - now) / 1000)),
    resend_in: Math.max(0, Math.ceil((challenge.resendAfter.getTime() - now) / 1000)),
  };
}
