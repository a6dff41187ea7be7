import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentLinkErrorKey, PaymentLinkNotifyChannel, Travel } from '@paydesk/api-client';

/** A payment's method and travel data read as they do on a transaction. */
export { payMethodLabels, travelKindLabels } from '../transactions';

/** The provider's refusals of a link (`PAYMENT_LINK_ERRORS`, codes as the emulator sends them). */
export const paymentLinkErrorMessages: Record<
  Exclude<PaymentLinkErrorKey, 'serverToServer'> | 'server-to-server',
  MessageDescriptor
> = {
  notAvailable: msg`Payment link is not available`,
  'server-to-server': msg`Payment links are not supported for server-to-server projects`,
  required: msg`This field is required`,
  amountPositive: msg`Enter an amount greater than zero`,
  boundsOrder: msg`The minimum must not be greater than the maximum`,
  amountOutsideBounds: msg`The amount must be between the minimum and the maximum`,
  currencyExponents: msg`The currencies of a link must have the same number of decimals`,
  expiryInPast: msg`The expiry date must be in the future`,
  remindersNeedExpiry: msg`Reminders need an expiry date`,
  invalidEmail: msg`Enter a valid email address`,
  invalidPhone: msg`Enter a phone number in international format (+…)`,
  travelDataRequired: msg`Enter the travel data`,
  customersRequired: msg`Enter at least one customer email`,
  disabled: msg`A disabled payment link cannot be changed`,
};

export const notifyLabels: Record<PaymentLinkNotifyChannel, MessageDescriptor> = {
  email: msg`Email`,
  sms: msg`SMS`,
};

export type TravelKind = Travel['kind'];

/** The fields of each kind of travel data (SPEC §3), in the order a merchant fills them in. */
export const travelFields: {
  [K in TravelKind]: readonly {
    name: Exclude<keyof Extract<Travel, { kind: K }>, 'kind'>;
    label: MessageDescriptor;
    type: 'text' | 'date' | 'number';
  }[];
} = {
  'car-rental': [
    { name: 'company', label: msg`Rental company`, type: 'text' },
    { name: 'renterName', label: msg`Renter name`, type: 'text' },
    { name: 'pickUpLocation', label: msg`Pick-up location`, type: 'text' },
    { name: 'pickUpDate', label: msg`Pick-up date`, type: 'date' },
    { name: 'returnLocation', label: msg`Return location`, type: 'text' },
    { name: 'returnDate', label: msg`Return date`, type: 'date' },
  ],
  cruise: [
    { name: 'line', label: msg`Cruise line`, type: 'text' },
    { name: 'ship', label: msg`Ship`, type: 'text' },
    { name: 'passengerName', label: msg`Passenger name`, type: 'text' },
    { name: 'departurePort', label: msg`Departure port`, type: 'text' },
    { name: 'departureDate', label: msg`Departure date`, type: 'date' },
    { name: 'returnDate', label: msg`Return date`, type: 'date' },
  ],
  lodging: [
    { name: 'property', label: msg`Property`, type: 'text' },
    { name: 'city', label: msg`City`, type: 'text' },
    { name: 'guestName', label: msg`Guest name`, type: 'text' },
    { name: 'checkInDate', label: msg`Check-in date`, type: 'date' },
    { name: 'checkOutDate', label: msg`Check-out date`, type: 'date' },
    { name: 'rooms', label: msg`Rooms`, type: 'number' },
  ],
};
