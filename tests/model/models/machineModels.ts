// Every machine's model, for scripts/paths.ts. A new machine: write its model beside these and add it here.
import type { MachineModel } from '../../../scripts/paths/graphCoverage.ts';
import { languageModel } from './language.model.ts';
import { otpVerificationModel } from './otpVerification.model.ts';
import { sessionModel } from './session.model.ts';
import { storeBootstrapModel } from './storeBootstrap.model.ts';

export const machineModels: readonly MachineModel[] = [
  storeBootstrapModel,
  languageModel,
  sessionModel,
  otpVerificationModel,
];
