/**
 * The payment-link form's values and their translation to and from the contract. Pure: the modal holds the
 * values, this decides what is sent. Fields that do not apply are not sent (bounds of a fixed amount, reminders of
 * a link that never expires, travel data without the travel flag), so hiding them never changes the link.
 */
import type {
  PaymentLink,
  PaymentLinkCreate,
  PaymentLinkNotifyChannel,
  PaymentLinkReminderDays,
  PayMethod,
  Travel,
} from '@paydesk/api-client';
import { Temporal } from 'temporal-polyfill';
import { startOfDay } from '../../shared/lists/listSearch';
import type { TravelKind } from './labels';

export interface LinkValues {
  projectId: string;
  description: string;
  amount: number | null;
  adjustableAmount: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  currencies: string[];
  methods: PayMethod[];
  customerEmail: string;
  customerPhone: string;
  expirable: boolean;
  /** The last day the link can be paid (`YYYY-MM-DD`, the user's time zone). */
  expiryDate: string;
  reminderDays: '' | `${PaymentLinkReminderDays}`;
  reusable: boolean;
  partialPayment: boolean;
  definedCustomers: boolean;
  /** One email per line. */
  customers: string;
  notifyBy: '' | PaymentLinkNotifyChannel;
  travel: boolean;
  travelKind: TravelKind;
  /** The travel fields as typed, by name. */
  travelData: Record<string, string>;
}

export const emptyLinkValues = (projectId: string): LinkValues => ({
  projectId,
  description: '',
  amount: null,
  adjustableAmount: false,
  minAmount: null,
  maxAmount: null,
  currencies: ['EUR'],
  methods: ['card'],
  customerEmail: '',
  customerPhone: '',
  expirable: false,
  expiryDate: '',
  reminderDays: '',
  reusable: false,
  partialPayment: false,
  definedCustomers: false,
  customers: '',
  notifyBy: '',
  travel: false,
  travelKind: 'lodging',
  travelData: {},
});

/** The fields a refusal can name (`/data/attributes/{field}`); the form's inputs carry the same names. */
export const linkFormFields = [
  'resourceId',
  'description',
  'amount',
  'minAmount',
  'maxAmount',
  'currencies',
  'methods',
  'customerEmail',
  'customerPhone',
  'expiresAt',
  'reminderDays',
  'notifyBy',
  'customers',
  'travelData',
  'downloadIds',
] as const;

const nextDay = (day: string) => Temporal.PlainDate.from(day).add({ days: 1 }).toString();

/** The link is payable through the whole expiry day: it expires at the start of the next one. */
export const expiresAtOf = (day: string, timeZone: string) => startOfDay(nextDay(day), timeZone);

const lastDayOf = (expiresAt: string, timeZone: string) =>
  Temporal.Instant.from(expiresAt)
    .subtract({ milliseconds: 1 })
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .toString();

export function valuesOf(link: PaymentLink, timeZone: string): LinkValues {
  const a = link.attributes;
  return {
    projectId: a.projectId,
    description: a.description,
    amount: a.amount,
    adjustableAmount: a.adjustableAmount,
    minAmount: a.minAmount,
    maxAmount: a.maxAmount,
    currencies: [...a.currencies],
    methods: [...a.methods],
    customerEmail: a.customerEmail ?? '',
    customerPhone: a.customerPhone ?? '',
    expirable: a.expirable,
    expiryDate: a.expiresAt ? lastDayOf(a.expiresAt, timeZone) : '',
    reminderDays: a.reminderDays === null ? '' : `${a.reminderDays}`,
    reusable: a.reusable,
    partialPayment: a.partialPayment,
    definedCustomers: a.definedCustomers,
    customers: a.customers.join('\n'),
    notifyBy: a.notifyBy ?? '',
    travel: a.travel,
    travelKind: a.travelData?.kind ?? 'lodging',
    travelData: a.travelData
      ? Object.fromEntries(
          Object.entries(a.travelData)
            .filter(([name]) => name !== 'kind')
            .map(([name, value]) => [name, String(value)]),
        )
      : {},
  };
}

type Attributes = Omit<PaymentLinkCreate['data']['attributes'], 'resourceId'>;

function travelOf(values: LinkValues): Travel {
  const data: Record<string, unknown> = { kind: values.travelKind };
  for (const [name, value] of Object.entries(values.travelData))
    data[name] = name === 'rooms' ? Number(value || 0) : value.trim();
  return data as Travel;
}

/** What is sent for the values: only the fields that apply. */
export function attributesOf(values: LinkValues, timeZone: string): Attributes {
  const attributes: Attributes = {
    description: values.description,
    amount: values.amount ?? 0,
    adjustableAmount: values.adjustableAmount,
    currencies: values.currencies,
    methods: values.methods,
    customerEmail: values.customerEmail.trim() || null,
    customerPhone: values.customerPhone.trim() || null,
    expirable: values.expirable,
    reusable: values.reusable,
    // A reusable link is paid in full each time.
    partialPayment: values.partialPayment && !values.reusable,
    definedCustomers: values.definedCustomers,
    notifyBy: values.notifyBy || null,
    travel: values.travel,
  };
  if (values.adjustableAmount) {
    attributes.minAmount = values.minAmount;
    attributes.maxAmount = values.maxAmount;
  }
  if (values.expirable) {
    attributes.expiresAt = values.expiryDate ? expiresAtOf(values.expiryDate, timeZone) : null;
    attributes.reminderDays = values.reminderDays
      ? (Number(values.reminderDays) as PaymentLinkReminderDays)
      : null;
  }
  if (values.definedCustomers)
    attributes.customers = values.customers
      .split(/[\n,;]/)
      .map((email) => email.trim())
      .filter(Boolean);
  if (values.travel) attributes.travelData = travelOf(values);
  return attributes;
}
