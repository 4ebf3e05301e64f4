// The card provider (/cashfree): its order form, and its answer with reference_id (its transaction
// id) and tx_status SUCCESS or FAILED.
import {
  type CardFormFields,
  HAND_OFF_FORM_FIELDS,
  PAYMENT_ANSWER_STATUS,
} from '../../contracts/checkout.ts';
import { type ProviderDefinition, signedByMerchant, signedFormProvider } from './signed-form-provider.ts';

const PAID = PAYMENT_ANSWER_STATUS.cashfree.paid;
const DECLINED = 'FAILED';

const definition: ProviderDefinition = {
  provider: 'cashfree',
  title: 'Card payment (sandbox)',
  form: {
    fields: HAND_OFF_FORM_FIELDS.cashfree,
    merchantField: 'app_id',
    referenceField: 'order_id',
    amountField: 'order_amount',
    currencyField: 'order_currency',
  },
  answer: {
    fields: [
      'signature',
      'app_id',
      'order_id',
      'order_amount',
      'order_currency',
      'reference_id',
      'tx_status',
      'tx_msg',
    ],
    merchantField: 'app_id',
    referenceField: 'order_id',
    amountField: 'order_amount',
    currencyField: 'order_currency',
    transactionField: 'reference_id',
  },
  handOffForm(merchant, request) {
    const unsigned: Omit<CardFormFields, 'signature'> = {
      order_id: request.reference,
      order_amount: String(request.amountMinor),
      order_currency: request.currency,
      customer_email: request.email,
      customer_phone: request.phone,
      app_id: merchant.merchantIdentifier,
      return_url: request.returnUrl,
    };
    return {
      provider: 'cashfree',
      payment_gateway_url: request.gatewayUrl,
      fields: signedByMerchant(unsigned, merchant.secret),
    };
  },
  answerFields(facts) {
    const paid = facts.outcome === 'paid';
    return {
      app_id: facts.merchantIdentifier,
      order_id: facts.reference,
      order_amount: facts.amount,
      order_currency: facts.currency,
      reference_id: facts.transactionId,
      tx_status: paid ? PAID : DECLINED,
      tx_msg: paid ? 'Transaction successful' : 'Transaction declined',
    };
  },
  outcomeOf(fields) {
    if (fields.tx_status === PAID) return 'paid';
    if (fields.tx_status === DECLINED) return 'declined';
    return null;
  },
};

export const cashfree = signedFormProvider(definition);
