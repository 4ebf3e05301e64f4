// The store's policy pages (SPEC section 2 /policies/*, section 7 "consent and policies"). Guests
// read them too (the realm header names the store). Texts come in the request's language-code when
// the store has that translation, else in English; `language_code` says which.

import { UMS_BASE_PATH } from './ums.ts';

/** GET {UMS}/consent-and-policies: the store's published policies, in its order. */
export const CONSENT_AND_POLICIES_PATH = `${UMS_BASE_PATH}/consent-and-policies`;
/** GET {UMS}/policies/{path}: one policy page ("privacy", "returns/electronics"). */
export const POLICIES_PATH = `${UMS_BASE_PATH}/policies`;

/** A policy's path: lower-case words and hyphens, at most four levels. */
export const POLICY_PATH_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,3}$/;
export const POLICY_PATH_MAX_LENGTH = 160;

export interface PolicySummary {
  path: string;
  title: string;
  /** The language the title is in: the requested one, else 'en'. */
  language_code: string;
}

export interface ConsentAndPolicies {
  policies: PolicySummary[];
  /** The communication consents a customer may give or withdraw (in /preferences). */
  consents: ConsentSummary[];
}

/**
 * The communications a customer may agree to receive. Every one is optional and off until given;
 * the storefront names them in the shopper's language.
 */
export const COMMUNICATION_CONSENTS = ['order_updates_sms', 'offers_email', 'offers_sms'] as const;
export type CommunicationConsent = (typeof COMMUNICATION_CONSENTS)[number];

export interface ConsentSummary {
  key: CommunicationConsent;
  /** The policy page that says how the data is used. */
  policy_path: string;
}

export interface Policy extends PolicySummary {
  /** Paragraphs separated by a blank line; one that starts with "## " is a section heading. */
  body: string;
  /** ISO 8601: when the store last changed the policy. */
  updated_at: string;
  /** The policy pages nested under this one (e.g. returns/electronics under returns). */
  children: PolicySummary[];
}
