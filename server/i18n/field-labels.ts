// What a shopper calls the fields they type into, for messages about a field ('Please fill in
// “{field}”.'): an API name (first_name) never reaches a shopper. Fields no shopper types (ids,
// flags, tokens) keep their API name: only a program sending a wrong request sees those.
import { type MessageValue, msg, type ServerMessage } from './server-message.ts';

const LABELS: Readonly<Record<string, ServerMessage>> = {
  full_name: msg('Full name'),
  first_name: msg('First name'),
  last_name: msg('Last name'),
  email: msg('E-mail address'),
  username: msg('E-mail address or phone number'),
  phone: msg('Phone number'),
  phone_number: msg('Phone number'),
  phone_extension: msg('Country code'),
  password: msg('Password'),
  current_password: msg('Current password'),
  new_password: msg('New password'),
  otp: msg('Code'),
  coupon_code: msg('Coupon code'),
  pincode: msg('Pincode'),
  line1: msg('Address line 1'),
  line2: msg('Address line 2'),
  address_line_1: msg('Address line 1'),
  address_line_2: msg('Address line 2'),
  landmark: msg('Landmark'),
  city: msg('City'),
  state: msg('State'),
  country: msg('Country'),
  title: msg('Title'),
  subject: msg('Subject'),
  message: msg('Message'),
  question: msg('Question'),
  comment: msg('Comment'),
  review: msg('Review'),
  reason: msg('Reason'),
  search: msg('Search'),
};

/** The shopper's name for an API field, or the API name itself for fields shoppers do not type. */
export function fieldLabel(name: string): MessageValue {
  return Object.hasOwn(LABELS, name) ? (LABELS[name] as ServerMessage) : name;
}
