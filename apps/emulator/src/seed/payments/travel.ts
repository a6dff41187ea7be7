/** Travel data of a generated booking: a car rental, a cruise or a hotel stay, starting a few weeks later. */
import { DAY } from '../../infra/time.js';
import type { TransactionDetails } from '../../domain/payments/rows.js';
import { carRentalCompanies, cruiseLines, hotels } from './demoData.js';
import type { Draw } from './draw.js';

export function travelFor(
  draw: Draw,
  createdAt: number,
  guestName: string,
): TransactionDetails['travel'] {
  const from = new Date(createdAt + draw.int(3, 60) * DAY);
  const day = (date: Date, plus = 0) =>
    new Date(date.getTime() + plus * DAY).toISOString().slice(0, 10);
  const kind = draw.pick(['car-rental', 'cruise', 'lodging'] as const);
  if (kind === 'car-rental') {
    const city = draw.pick(['Berlin Airport (BER)', 'Munich Central', 'Hamburg Airport (HAM)']);
    return {
      kind,
      company: draw.pick(carRentalCompanies),
      renterName: guestName,
      pickUpLocation: city,
      pickUpDate: day(from),
      returnLocation: city,
      returnDate: day(from, draw.int(2, 14)),
    };
  }
  if (kind === 'cruise') {
    const [line, ship] = draw.pick(cruiseLines);
    return {
      kind,
      line,
      ship,
      passengerName: guestName,
      departurePort: draw.pick(['Hamburg', 'Kiel', 'Bergen']),
      departureDate: day(from),
      returnDate: day(from, draw.int(5, 14)),
    };
  }
  return {
    kind,
    property: draw.pick(hotels),
    city: draw.pick(['Berlin', 'London', 'Tokyo', 'Amsterdam']),
    guestName,
    checkInDate: day(from),
    checkOutDate: day(from, draw.int(1, 10)),
    rooms: draw.int(1, 3),
  };
}
