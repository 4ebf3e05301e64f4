import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../api/client.ts';
import { answerStandInChallenge, fetchRecaptchaConfiguration } from './api/recaptcha.ts';

export const recaptchaQueries = {
  /** Read on the pages that may show the challenge; a store changes it rarely. */
  configuration: (api: ApiClient) =>
    queryOptions({
      queryKey: ['store', 'recaptcha'] as const,
      queryFn: () => fetchRecaptchaConfiguration(api),
      staleTime: 5 * 60_000,
    }),
};

export const recaptchaMutations = {
  /** The stand-in challenge answered: a single-use token (development and tests only). */
  standIn: (api: ApiClient) =>
    mutationOptions({
      mutationKey: ['store', 'recaptchaStandIn'],
      mutationFn: () => answerStandInChallenge(api),
    }),
};
