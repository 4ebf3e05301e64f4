// Every machine's model, for scripts/paths.ts. A new machine: write its model beside these and add it here.
import type { MachineModel } from '../../../scripts/paths/graphCoverage.ts';
import { accountUnlockModel } from './accountUnlock.model.ts';
import { askAiModel } from './askAi.model.ts';
import { cartModel } from './cart.model.ts';
import { changePasswordModel } from './changePassword.model.ts';
import { checkoutModel } from './checkout.model.ts';
import { contactChangeModel } from './contactChange.model.ts';
import { deviceRemovalModel } from './deviceRemoval.model.ts';
import { enquiryModel } from './enquiry.model.ts';
import { forgotPasswordModel } from './forgotPassword.model.ts';
import { languageModel } from './language.model.ts';
import { orderItemModel } from './orderItem.model.ts';
import { otpVerificationModel } from './otpVerification.model.ts';
import { passwordResetModel } from './passwordReset.model.ts';
import { paymentSelectionModel } from './paymentSelection.model.ts';
import { postPaymentReturnModel } from './postPaymentReturn.model.ts';
import { sessionModel } from './session.model.ts';
import { signInModel } from './signIn.model.ts';
import { signUpModel } from './signUp.model.ts';
import { storeBootstrapModel } from './storeBootstrap.model.ts';
import { storefrontModel } from './storefront.model.ts';

export const machineModels: readonly MachineModel[] = [
  storefrontModel,
  storeBootstrapModel,
  languageModel,
  sessionModel,
  otpVerificationModel,
  signInModel,
  signUpModel,
  forgotPasswordModel,
  passwordResetModel,
  cartModel,
  checkoutModel,
  paymentSelectionModel,
  postPaymentReturnModel,
  orderItemModel,
  enquiryModel,
  askAiModel,
  contactChangeModel,
  changePasswordModel,
  deviceRemovalModel,
  accountUnlockModel,
];
