// What the three providers share: signed form messages (signature.ts). A provider module gives its
// field names, how its hand-off and answer are written, and which status says paid; this makes the
// interface's checks from them, so every provider's answer is verified the same strict way: exactly
// its fields, the provider's signature, the merchant's identifier, a known outcome, a transaction id.
import type { PaymentProvider } from '../../contracts/checkout.ts';
import { badRequest } from '../http/http-error.ts';
import type {
  AnswerFacts,
  MerchantAccount,
  MessageShape,
  PaymentOutcome,
  PaymentProviderModule,
  ProviderAnswer,
  StatusTransport,
} from './provider.ts';
import { SIGNATURE_FIELD, sign, verifySignature } from './signature.ts';

export const ANSWER_NOT_SIGNED = 'The payment answer was not signed by the payment provider.';

/** The status query's fields (the same for every provider here) and the reply of an undecided payment. */
export const STATUS_QUERY_FIELDS = [
  'query_command',
  'merchant_identifier',
  'access_code',
  'merchant_reference',
];
export const STATUS_QUERY_COMMAND = 'CHECK_STATUS';
export const PENDING_REPLY_FIELDS = ['merchant_identifier', 'merchant_reference', 'query_status'];

export interface ProviderDefinition {
  provider: PaymentProvider;
  title: string;
  form: MessageShape;
  answer: MessageShape & { transactionField: string };
  handOffForm: PaymentProviderModule['handOffForm'];
  /** The answer's fields but its signature. */
  answerFields(facts: AnswerFacts): Record<string, string>;
  /** What the answer's fields say; null: neither paid nor declined (refused). */
  outcomeOf(fields: Readonly<Record<string, string>>): PaymentOutcome | null;
}

/** `unsigned` with the merchant's signature added. */
export function signedByMerchant<T extends Record<string, string>>(
  unsigned: T,
  secret: string,
): T & { signature: string } {
  return { ...unsigned, signature: sign(unsigned, secret, 'merchant') };
}

export function signedFormProvider(definition: ProviderDefinition): PaymentProviderModule {
  const verifyAnswer = (
    fields: Readonly<Record<string, string>>,
    merchant: MerchantAccount,
  ): ProviderAnswer => {
    const shape = definition.answer;
    const names = Object.keys(fields);
    const exact =
      names.length === shape.fields.length && shape.fields.every((name) => Object.hasOwn(fields, name));
    if (!exact || !merchant.secret || !verifySignature(fields, merchant.secret, 'provider')) {
      throw badRequest(ANSWER_NOT_SIGNED);
    }
    const outcome = definition.outcomeOf(fields);
    const transactionId = fields[shape.transactionField] ?? '';
    if (
      fields[shape.merchantField] !== merchant.merchantIdentifier ||
      outcome === null ||
      !/^[A-Za-z0-9_-]{1,100}$/.test(transactionId)
    ) {
      throw badRequest(ANSWER_NOT_SIGNED);
    }
    return {
      provider: definition.provider,
      merchantIdentifier: merchant.merchantIdentifier,
      reference: fields[shape.referenceField] ?? '',
      amount: fields[shape.amountField] ?? '',
      currency: fields[shape.currencyField] ?? '',
      outcome,
      transactionId,
    };
  };

  return {
    provider: definition.provider,
    title: definition.title,
    form: definition.form,
    answer: definition.answer,
    handOffForm: definition.handOffForm,
    verifyReturn: verifyAnswer,
    // These providers notify with the fields of the return, signed the same way.
    verifyNotification: verifyAnswer,
    async queryStatus(merchant, reference, send: StatusTransport) {
      const query = signedByMerchant(
        {
          query_command: STATUS_QUERY_COMMAND,
          merchant_identifier: merchant.merchantIdentifier,
          access_code: merchant.accessCode,
          merchant_reference: reference,
        },
        merchant.secret,
      );
      const reply = await send(query);
      const pending = PENDING_REPLY_FIELDS.every((name) => Object.hasOwn(reply, name));
      if (pending && Object.keys(reply).length === PENDING_REPLY_FIELDS.length + 1) {
        if (
          !verifySignature(reply, merchant.secret, 'provider') ||
          reply.merchant_identifier !== merchant.merchantIdentifier ||
          reply.merchant_reference !== reference
        ) {
          throw badRequest(ANSWER_NOT_SIGNED);
        }
        return null;
      }
      const answer = verifyAnswer(reply, merchant);
      if (answer.reference !== reference) throw badRequest(ANSWER_NOT_SIGNED);
      return answer;
    },
    signedAnswer(facts, secret) {
      const unsigned = definition.answerFields(facts);
      return { ...unsigned, [SIGNATURE_FIELD]: sign(unsigned, secret, 'provider') };
    },
  };
}
