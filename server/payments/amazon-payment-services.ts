// Amazon Payment Services' hosted payment form (/amazonPayment): the PURCHASE request SPEC section 3
// lists, and its answer as APS writes it: fort_id (its transaction id), status 14 with response_code
// 14000 when the purchase succeeded, 13 when it failed.
import {
  HAND_OFF_FORM_FIELDS,
  type HandOffFormFields,
  PAYMENT_ANSWER_STATUS,
  PAYMENT_FORM_COMMAND,
} from '../../contracts/checkout.ts';
import { type ProviderDefinition, signedByMerchant, signedFormProvider } from './signed-form-provider.ts';

const PAID = PAYMENT_ANSWER_STATUS.amazon_payment_services.paid;
const DECLINED = '13';
const SUCCESS_CODE = '14000';
const DECLINED_CODE = '13000';

const definition: ProviderDefinition = {
  provider: 'amazon_payment_services',
  title: 'Hosted payment form (sandbox)',
  form: {
    fields: HAND_OFF_FORM_FIELDS.amazon_payment_services,
    merchantField: 'merchant_identifier',
    referenceField: 'merchant_reference',
    amountField: 'amount',
    currencyField: 'currency',
  },
  answer: {
    fields: [
      'signature',
      'command',
      'merchant_identifier',
      'access_code',
      'merchant_reference',
      'amount',
      'currency',
      'fort_id',
      'status',
      'response_code',
      'response_message',
    ],
    merchantField: 'merchant_identifier',
    referenceField: 'merchant_reference',
    amountField: 'amount',
    currencyField: 'currency',
    transactionField: 'fort_id',
  },
  handOffForm(merchant, request) {
    const unsigned: Omit<HandOffFormFields, 'signature'> = {
      command: PAYMENT_FORM_COMMAND,
      merchant_reference: request.reference,
      amount: String(request.amountMinor),
      access_code: merchant.accessCode,
      merchant_identifier: merchant.merchantIdentifier,
      currency: request.currency,
      language: request.language,
      customer_email: request.email,
      return_url: request.returnUrl,
    };
    return {
      provider: 'amazon_payment_services',
      payment_gateway_url: request.gatewayUrl,
      fields: signedByMerchant(unsigned, merchant.secret),
    };
  },
  answerFields(facts) {
    const paid = facts.outcome === 'paid';
    return {
      command: PAYMENT_FORM_COMMAND,
      merchant_identifier: facts.merchantIdentifier,
      access_code: facts.accessCode,
      merchant_reference: facts.reference,
      amount: facts.amount,
      currency: facts.currency,
      fort_id: facts.transactionId,
      status: paid ? PAID : DECLINED,
      response_code: paid ? SUCCESS_CODE : DECLINED_CODE,
      response_message: paid ? 'Success' : 'Transaction declined',
    };
  },
  outcomeOf(fields) {
    if (fields.command !== PAYMENT_FORM_COMMAND) return null;
    if (fields.status === PAID && fields.response_code === SUCCESS_CODE) return 'paid';
    if (fields.status === DECLINED) return 'declined';
    return null;
  },
};

export const amazonPaymentServices = signedFormProvider(definition);
