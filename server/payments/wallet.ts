// The wallet-style provider (/payment): its form, and its answer with provider_txn_id (its
// transaction id) and txn_status paid or declined.
import {
  HAND_OFF_FORM_FIELDS,
  PAYMENT_ANSWER_STATUS,
  type WalletFormFields,
} from '../../contracts/checkout.ts';
import { type ProviderDefinition, signedByMerchant, signedFormProvider } from './signed-form-provider.ts';

const PAID = PAYMENT_ANSWER_STATUS.wallet.paid;
const DECLINED = 'declined';

const definition: ProviderDefinition = {
  provider: 'wallet',
  title: 'Wallet payment (sandbox)',
  form: {
    fields: HAND_OFF_FORM_FIELDS.wallet,
    merchantField: 'merchant_id',
    referenceField: 'txn_id',
    amountField: 'amount',
    currencyField: 'currency',
  },
  answer: {
    fields: ['signature', 'merchant_id', 'txn_id', 'amount', 'currency', 'provider_txn_id', 'txn_status'],
    merchantField: 'merchant_id',
    referenceField: 'txn_id',
    amountField: 'amount',
    currencyField: 'currency',
    transactionField: 'provider_txn_id',
  },
  handOffForm(merchant, request) {
    const unsigned: Omit<WalletFormFields, 'signature'> = {
      merchant_id: merchant.merchantIdentifier,
      txn_id: request.reference,
      amount: String(request.amountMinor),
      currency: request.currency,
      mobile_number: request.phone,
      return_url: request.returnUrl,
    };
    return {
      provider: 'wallet',
      payment_gateway_url: request.gatewayUrl,
      fields: signedByMerchant(unsigned, merchant.secret),
    };
  },
  answerFields(facts) {
    return {
      merchant_id: facts.merchantIdentifier,
      txn_id: facts.reference,
      amount: facts.amount,
      currency: facts.currency,
      provider_txn_id: facts.transactionId,
      txn_status: facts.outcome === 'paid' ? PAID : DECLINED,
    };
  },
  outcomeOf(fields) {
    if (fields.txn_status === PAID) return 'paid';
    if (fields.txn_status === DECLINED) return 'declined';
    return null;
  },
};

export const wallet = signedFormProvider(definition);
