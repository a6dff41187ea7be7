/** Every position of the foreign-id sweep. */
import { allowedIpListSlots } from './allowedIpListSlots.js';
import { identitySlots } from './identitySlots.js';
import { mailboxSlots } from './mailboxSlots.js';
import { moneySlots } from './moneySlots.js';
import { nodeSlots } from './nodeSlots.js';
import { paymentRowSlots } from './rowSlots.js';
import type { Slot } from './slot.js';
import { teamSlots } from './teamSlots.js';

export { sweepVerdict, type Attacker, type Slot, type SlotArea } from './slot.js';

export const slots: readonly Slot[] = [
  ...nodeSlots,
  ...paymentRowSlots,
  ...mailboxSlots,
  ...moneySlots,
  ...identitySlots,
  ...allowedIpListSlots,
  ...teamSlots,
];
