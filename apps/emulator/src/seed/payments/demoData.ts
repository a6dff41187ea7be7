/**
 * The word lists the payments generator draws from: customer countries with their currency, language, zone,
 * names, cities and card issuers; card BINs per brand; travel names. Plain data, no logic.
 */
import type { CardBrand, PaymentCurrency } from '@paydesk/api-client';

export interface Country {
  code: string;
  currency: PaymentCurrency;
  language: string;
  timeZone: string;
  phonePrefix: string;
  /** Relative share of customers. */
  weight: number;
  firstNames: readonly string[];
  lastNames: readonly string[];
  cities: readonly (readonly [city: string, state: string | null, zipcode: string])[];
  issuers: readonly string[];
}

export const countries: readonly Country[] = [
  {
    code: 'DE',
    currency: 'EUR',
    language: 'de-DE',
    timeZone: 'Europe/Berlin',
    phonePrefix: '+49 30',
    weight: 30,
    firstNames: ['Anna', 'Lukas', 'Sophie', 'Jonas', 'Hannah', 'Paul', 'Lena', 'Felix'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker'],
    cities: [
      ['Berlin', null, '10115'],
      ['Hamburg', null, '20095'],
      ['München', 'Bayern', '80331'],
      ['Köln', null, '50667'],
    ],
    issuers: ['Deutsche Bank', 'Commerzbank', 'Sparkasse Berlin', 'DKB'],
  },
  {
    code: 'FR',
    currency: 'EUR',
    language: 'fr-FR',
    timeZone: 'Europe/Paris',
    phonePrefix: '+33 1',
    weight: 10,
    firstNames: ['Léa', 'Hugo', 'Chloé', 'Louis', 'Camille', 'Jules'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Petit'],
    cities: [
      ['Paris', null, '75001'],
      ['Lyon', null, '69001'],
      ['Marseille', null, '13001'],
    ],
    issuers: ['BNP Paribas', 'Société Générale', 'Crédit Agricole'],
  },
  {
    code: 'NL',
    currency: 'EUR',
    language: 'nl-NL',
    timeZone: 'Europe/Amsterdam',
    phonePrefix: '+31 20',
    weight: 8,
    firstNames: ['Sanne', 'Daan', 'Fleur', 'Sem', 'Lotte', 'Bram'],
    lastNames: ['de Jong', 'Jansen', 'de Vries', 'van Dijk', 'Bakker', 'Visser'],
    cities: [
      ['Amsterdam', null, '1012 AB'],
      ['Rotterdam', null, '3011 AA'],
      ['Utrecht', null, '3511 AB'],
    ],
    issuers: ['ING Bank', 'Rabobank', 'ABN AMRO'],
  },
  {
    code: 'ES',
    currency: 'EUR',
    language: 'es-ES',
    timeZone: 'Europe/Madrid',
    phonePrefix: '+34 91',
    weight: 7,
    firstNames: ['Lucía', 'Mateo', 'Sofía', 'Hugo', 'Martina', 'Pablo'],
    lastNames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez'],
    cities: [
      ['Madrid', 'Madrid', '28001'],
      ['Barcelona', 'Cataluña', '08001'],
      ['Valencia', 'Valencia', '46001'],
    ],
    issuers: ['Banco Santander', 'BBVA', 'CaixaBank'],
  },
  {
    code: 'US',
    currency: 'USD',
    language: 'en-US',
    timeZone: 'America/New_York',
    phonePrefix: '+1 212',
    weight: 22,
    firstNames: ['Emily', 'Michael', 'Sarah', 'David', 'Olivia', 'James', 'Ava', 'Ethan'],
    lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis'],
    cities: [
      ['New York', 'NY', '10001'],
      ['San Francisco', 'CA', '94103'],
      ['Chicago', 'IL', '60601'],
      ['Austin', 'TX', '73301'],
    ],
    issuers: ['JPMorgan Chase', 'Bank of America', 'Wells Fargo', 'Capital One'],
  },
  {
    code: 'GB',
    currency: 'GBP',
    language: 'en-GB',
    timeZone: 'Europe/London',
    phonePrefix: '+44 20',
    weight: 10,
    firstNames: ['Amelia', 'Oliver', 'Isla', 'George', 'Grace', 'Harry'],
    lastNames: ['Taylor', 'Evans', 'Wilson', 'Roberts', 'Walker', 'Wright'],
    cities: [
      ['London', null, 'EC1A 1BB'],
      ['Manchester', null, 'M1 1AE'],
      ['Edinburgh', null, 'EH1 1YZ'],
    ],
    issuers: ['Barclays', 'HSBC UK', 'Lloyds Bank', 'Monzo'],
  },
  {
    code: 'JP',
    currency: 'JPY',
    language: 'ja-JP',
    timeZone: 'Asia/Tokyo',
    phonePrefix: '+81 3',
    weight: 8,
    firstNames: ['Yuki', 'Haruto', 'Sakura', 'Ren', 'Aoi', 'Sota'],
    lastNames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito'],
    cities: [
      ['Tokyo', 'Tokyo', '100-0001'],
      ['Osaka', 'Osaka', '530-0001'],
      ['Kyoto', 'Kyoto', '600-8001'],
    ],
    issuers: ['MUFG Bank', 'Sumitomo Mitsui', 'Mizuho Bank', 'JCB Co.'],
  },
  {
    code: 'KW',
    currency: 'KWD',
    language: 'ar-KW',
    timeZone: 'Asia/Kuwait',
    phonePrefix: '+965',
    weight: 5,
    firstNames: ['Fatima', 'Ahmad', 'Noor', 'Yousef', 'Mariam', 'Khalid'],
    lastNames: ['Al-Sabah', 'Al-Mutairi', 'Al-Rashidi', 'Al-Enezi', 'Al-Ajmi'],
    cities: [
      ['Kuwait City', 'Al Asimah', '15000'],
      ['Hawalli', 'Hawalli', '30000'],
    ],
    issuers: ['National Bank of Kuwait', 'Kuwait Finance House', 'Gulf Bank'],
  },
];

/** Test-range BINs per brand (never real cards). */
export const cardBins: Record<CardBrand, readonly string[]> = {
  visa: ['411111', '400005', '424242', '455951'],
  mastercard: ['555555', '520082', '510510', '222300'],
  amex: ['378282', '371449'],
  maestro: ['676770', '679999'],
  jcb: ['353011', '356600'],
};

/** Brand shares of card payments. */
export const brandWeights: readonly (readonly [CardBrand, number])[] = [
  ['visa', 55],
  ['mastercard', 35],
  ['amex', 5],
  ['maestro', 3],
  ['jcb', 2],
];

/** Processor decline codes (ISO 8583 style) of failed payments. */
export const declineCodes = ['0005', '0051', '0054', '0014', '0059', '0061', '0065'] as const;
/** The decline code of suspected fraud: such payments carry high risk scores. */
export const SUSPECTED_FRAUD = '0059';

/** Typical amounts per currency in minor units: [smallest, largest]. */
export const amountRanges: Record<PaymentCurrency, readonly [number, number]> = {
  EUR: [499, 49_900],
  USD: [599, 59_900],
  GBP: [399, 39_900],
  JPY: [500, 60_000],
  KWD: [1_500, 150_000],
};

export const carRentalCompanies = ['Sixt', 'Europcar', 'Hertz', 'Avis'] as const;
export const cruiseLines = [
  ['AIDA Cruises', 'AIDAprima'],
  ['MSC Cruises', 'MSC Euribia'],
  ['Hurtigruten', 'MS Trollfjord'],
] as const;
export const hotels = ['Hotel Adlon', 'The Savoy', 'Hotel Okura', 'Pulitzer Amsterdam'] as const;

/** Evidence texts of disputes the merchant already answered. */
export const evidenceTexts = [
  'Delivery confirmed by the carrier; tracking number and signed proof of delivery attached to the case.',
  'The customer used the service after the purchase; access logs show activity on three later days.',
  'A refund was offered on the day of the complaint; the customer did not reply.',
] as const;
