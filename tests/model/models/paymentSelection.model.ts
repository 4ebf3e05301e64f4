import type { PaymentTypeRestrictions } from '../../../contracts/checkout.ts';
import { paymentSelectionMachine } from '../../../machines/checkout/paymentSelection.machine.ts';
import {
  actorDone,
  actorError,
  defineModel,
  stateValueToString,
  userEvent,
} from '../../../scripts/paths/graphCoverage.ts';
import { ALL_METHODS, CARD_CONFIG, METHODS, MODES } from './checkoutFixtures.ts';
import { OFFLINE } from './flowFixtures.ts';

export const SCENARIOS = {
  both: 'the store allows both modes',
  online: 'online payment only',
  onDelivery: 'pay on delivery only',
  free: 'nothing to pay',
} as const;

export const EVENTS = {
  selectCod: 'SELECT cash on delivery',
  selectCard: 'SELECT card',
  selectHosted: 'SELECT hosted card form',
  removeCod: 'REMOVE cash on delivery',
  removeCard: 'REMOVE card',
  retry: 'RETRY',
  resetFree: 'RESET (nothing to pay)',
  resetBoth: 'RESET (both modes)',
  configLoaded: 'xstate.done.actor.loadPaymentConfig (card configuration)',
  configFailed: 'xstate.error.actor.loadPaymentConfig (no answer)',
} as const;

const inner = (event: string) => event.replace(/^\S+ \((.*)\)$/, '$1');
const inputOf = (restrictions: PaymentTypeRestrictions) => ({ methods: ALL_METHODS, restrictions });

export const paymentSelectionModel = defineModel({
  name: 'paymentSelection',
  machine: paymentSelectionMachine,
  scenarios: [
    { label: SCENARIOS.both, input: inputOf(MODES.both) },
    { label: SCENARIOS.online, input: inputOf(MODES.online) },
    { label: SCENARIOS.onDelivery, input: inputOf(MODES.onDelivery) },
    { label: SCENARIOS.free, input: inputOf(MODES.none) },
  ],
  events: [
    userEvent({ type: 'SELECT', methodId: METHODS.cod.id }, EVENTS.selectCod),
    userEvent({ type: 'SELECT', methodId: METHODS.card.id }, EVENTS.selectCard),
    userEvent({ type: 'SELECT', methodId: METHODS.hosted.id }, EVENTS.selectHosted),
    userEvent({ type: 'REMOVE', methodId: METHODS.cod.id }, EVENTS.removeCod),
    userEvent({ type: 'REMOVE', methodId: METHODS.card.id }, EVENTS.removeCard),
    userEvent({ type: 'RETRY' }, EVENTS.retry),
    userEvent({ type: 'RESET', restrictions: MODES.none }, EVENTS.resetFree),
    userEvent({ type: 'RESET', restrictions: MODES.both }, EVENTS.resetBoth),
    actorDone('loadPaymentConfig', CARD_CONFIG, inner(EVENTS.configLoaded)),
    actorError('loadPaymentConfig', inner(EVENTS.configFailed), OFFLINE),
  ],
  // What guards read (the restrictions, the chosen methods) and what the screen shows.
  project: ({ context }) => ({
    restrictions: context.restrictions,
    payment: context.payment.map((method) => method.id),
    config: context.paymentConfig !== null,
    error: context.error !== null,
  }),
  describeState: ({ value, context }) =>
    `${stateValueToString(value)} [${context.payment.map((method) => method.label).join(', ')}]`,
  effects: ['announceSelection'],
});
