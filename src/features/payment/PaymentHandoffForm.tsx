import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Loader } from '../../components/Loader.tsx';
import type { PaymentHandoff } from './paymentHandoff.ts';

/** Posts the hidden hand-off form to the provider as soon as it is on the page. */
export function PaymentHandoffForm(props: { handoff: PaymentHandoff }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    form.current?.submit();
  }, []);
  return (
    <>
      <Loader />
      <form ref={form} method="POST" action={props.handoff.payment_gateway_url} hidden>
        {Object.entries(props.handoff.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <noscript>
          <button type="submit">
            <Trans>Continue to payment</Trans>
          </button>
        </noscript>
      </form>
    </>
  );
}
