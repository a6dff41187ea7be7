/** Demo customers of one organization: each from a country, with a preferred card and masked saved tokens. */
import type { CardBrand } from '@paydesk/api-client';
import { DAY } from '../../infra/time.js';
import type { CustomerRow } from '../../domain/payments/rows.js';
import { brandWeights, cardBins, countries, type Country } from './demoData.js';
import type { Draw } from './draw.js';

/** A customer as the payment generator uses it: the row plus what their payments reuse. */
export interface GeneratedCustomer {
  row: CustomerRow;
  country: Country;
  card: { brand: CardBrand; bin: string; last4: string; expiry: string; holderName: string };
}

export const countryWeights = countries.map((country) => [country, country.weight] as const);

/** A card as a customer would carry it: a test-range BIN of the brand, random last 4, an expiry ahead. */
export function drawCard(draw: Draw, holderName: string, end: number) {
  const brand = draw.weighted(brandWeights);
  const year = new Date(end).getUTCFullYear() % 100;
  return {
    brand,
    bin: draw.pick(cardBins[brand]),
    last4: draw.digits(4),
    expiry: `${String(draw.int(1, 12)).padStart(2, '0')}/${String(year + draw.int(1, 5)).padStart(2, '0')}`,
    holderName,
  };
}

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '');

export function generateCustomers(
  draw: Draw,
  id: (prefix: string) => string,
  organizationId: string,
  count: number,
  end: number,
): GeneratedCustomer[] {
  const customers: GeneratedCustomer[] = [];
  for (let index = 0; index < count; index++) {
    const country = draw.weighted(countryWeights);
    const firstName = draw.pick(country.firstNames);
    const lastName = draw.pick(country.lastNames);
    const name = `${firstName} ${lastName}`;
    const email = `${ascii(firstName)}.${ascii(lastName)}${index + 1}@example.com`;
    const phone = `${country.phonePrefix} ${draw.digits(7)}`;
    const [city, state, zipcode] = draw.pick(country.cities);
    const card = drawCard(draw, name, end);
    const createdAt = end - 90 * DAY - Math.floor(draw.between(0, 400) * DAY);
    const savedTokens = Array.from(
      {
        length: draw.weighted([
          [0, 3],
          [1, 5],
          [2, 2],
        ]),
      },
      (_, n) => {
        const tokenCard = n === 0 ? card : drawCard(draw, name, end);
        return {
          id: id('tok'),
          maskedToken: `tok_••••${draw.digits(4)}`,
          payMethod: 'card',
          cardBrand: tokenCard.brand,
          last4: tokenCard.last4,
          expiry: tokenCard.expiry,
          createdAt: new Date(createdAt + (n + 1) * DAY).toISOString(),
        };
      },
    );
    const billingAddress = draw.chance(0.85)
      ? {
          line1: `${draw.int(1, 200)} ${draw.pick(['Main Street', 'Station Road', 'Park Lane', 'Market Square'])}`,
          line2: draw.chance(0.2) ? `Apt ${draw.int(1, 60)}` : null,
          city,
          state,
          zipcode,
        }
      : null;
    customers.push({
      country,
      card,
      row: {
        id: id('cus'),
        organization_id: organizationId,
        email,
        name,
        created_at: createdAt,
        details: JSON.stringify({
          firstName,
          lastName,
          phone: draw.chance(0.8) ? phone : null,
          gender: draw.weighted([
            ['female', 45],
            ['male', 45],
            ['unspecified', 10],
          ]),
          language: country.language,
          timeZone: country.timeZone,
          billingAddress,
          billingEmail: draw.chance(0.3) ? `billing.${email}` : null,
          billingPhone: draw.chance(0.3) ? phone : null,
          contactPhone: draw.chance(0.5) ? phone : null,
          savedTokens,
        }),
      },
    });
  }
  return customers;
}
