/** The field groups of one transaction (SPEC §3 "Transaction"), each a card of term–value pairs. */
import { useLingui } from '@lingui/react/macro';
import type { Customer, Transaction, Travel } from '@paydesk/api-client';
import { Card, DescriptionItem, DescriptionList, Link } from '@paydesk/ui';
import type { ReactNode } from 'react';
import { ProviderStatus } from '../../shared/status';
import { cardBrandNames, payMethodLabels, transactionTypeLabels, travelKindLabels } from './labels';
import { formatAmount } from './money';

export interface DetailContext {
  transaction: Transaction;
  customer: Customer | undefined;
  locale: string;
  formatDateTime: (instant: string) => string;
  projectName: string | undefined;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} titleLevel={2}>
      <DescriptionList>{children}</DescriptionList>
    </Card>
  );
}

export function AmountsSection({ transaction, locale }: DetailContext) {
  const { t } = useLingui();
  const a = transaction.attributes;
  const money = (minor: number, currency = a.currency) => formatAmount(minor, currency, locale);
  return (
    <Section title={t`Amounts`}>
      <DescriptionItem term={t`Amount`}>{money(a.amount)}</DescriptionItem>
      <DescriptionItem term={t`Currency`}>{a.currency}</DescriptionItem>
      <DescriptionItem term={t`Fee`}>{money(a.fee)}</DescriptionItem>
      <DescriptionItem term={t`Settlement amount`}>
        {a.settlementAmount !== null && a.settlementCurrency
          ? money(a.settlementAmount, a.settlementCurrency)
          : null}
      </DescriptionItem>
      <DescriptionItem term={t`Refunded`}>{money(a.refundedAmount)}</DescriptionItem>
      <DescriptionItem term={t`Captured`}>{money(a.capturedAmount)}</DescriptionItem>
      <DescriptionItem term={t`Cancelled`}>{money(a.cancelledAmount)}</DescriptionItem>
    </Section>
  );
}

export function StatusSection({ transaction }: DetailContext) {
  const { t, i18n } = useLingui();
  const a = transaction.attributes;
  return (
    <Section title={t`Status`}>
      <DescriptionItem term={t`Type`}>{i18n._(transactionTypeLabels[a.type])}</DescriptionItem>
      <DescriptionItem term={t`Status`}>
        <ProviderStatus vocabulary="filter" status={a.status} />
      </DescriptionItem>
      <DescriptionItem term={t`Result`}>
        <ProviderStatus vocabulary="transactionResult" status={a.result} />
      </DescriptionItem>
      <DescriptionItem term={t`Result code`}>{a.resultCode}</DescriptionItem>
      <DescriptionItem term={t`Risk score`}>{t`${a.riskScore} of 100`}</DescriptionItem>
      {a.fraud && (
        <DescriptionItem
          term={a.fraud.action === 'block' ? t`Blocked by antifraud` : t`Flagged for review`}
        >
          {a.fraud.source === 'rule' ? t`Rule: ${a.fraud.name}` : a.fraud.name}
        </DescriptionItem>
      )}
    </Section>
  );
}

export function DatesSection({ transaction, formatDateTime }: DetailContext) {
  const { t } = useLingui();
  const a = transaction.attributes;
  const date = (instant: string | null) => (instant ? formatDateTime(instant) : null);
  return (
    <Section title={t`Dates`}>
      <DescriptionItem term={t`Created`}>{date(a.createdAt)}</DescriptionItem>
      <DescriptionItem term={t`Processed`}>{date(a.processedAt)}</DescriptionItem>
      <DescriptionItem term={t`Settled`}>{date(a.settledAt)}</DescriptionItem>
    </Section>
  );
}

/** The card as the provider keeps it: BIN and last 4 only (`411111 •••• 1111`), never a full number. */
export function PaymentMethodSection({ transaction }: DetailContext) {
  const { t, i18n } = useLingui();
  const { card, payMethod } = transaction.attributes;
  return (
    <Section title={t`Payment method`}>
      <DescriptionItem term={t`Method`}>{i18n._(payMethodLabels[payMethod])}</DescriptionItem>
      {card && (
        <>
          <DescriptionItem term={t`Card brand`}>{cardBrandNames[card.brand]}</DescriptionItem>
          <DescriptionItem term={t`Card number`}>
            <span dir="ltr">{`${card.bin} •••• ${card.last4}`}</span>
          </DescriptionItem>
          <DescriptionItem term={t`Expiry`}>{card.expiry}</DescriptionItem>
          <DescriptionItem term={t`Card holder`}>{card.holderName}</DescriptionItem>
          <DescriptionItem term={t`Issuer`}>{card.issuerName}</DescriptionItem>
          <DescriptionItem term={t`Issuer country`}>{card.issuerCountry}</DescriptionItem>
        </>
      )}
    </Section>
  );
}

export function ThreeDsSection({ transaction }: DetailContext) {
  const { t } = useLingui();
  const threeDs = transaction.attributes.threeDs;
  if (!threeDs) return null;
  return (
    <Section title={t`3-D Secure`}>
      <DescriptionItem term={t`Version`}>{threeDs.version}</DescriptionItem>
      <DescriptionItem term={t`ECI`}>{threeDs.eci}</DescriptionItem>
      <DescriptionItem term={t`CAVV`} copyValue={threeDs.cavv ?? undefined}>
        {threeDs.cavv}
      </DescriptionItem>
      <DescriptionItem term={t`XID`} copyValue={threeDs.xid ?? undefined}>
        {threeDs.xid}
      </DescriptionItem>
      <DescriptionItem term={t`Enrolled`}>{threeDs.enrolled ? t`Yes` : t`No`}</DescriptionItem>
    </Section>
  );
}

export function ReferencesSection({ transaction, customer, projectName }: DetailContext) {
  const { t } = useLingui();
  const a = transaction.attributes;
  const { project, paymentLink } = transaction.relationships;
  return (
    <Section title={t`References`}>
      <DescriptionItem term={t`Transaction id`} copyValue={transaction.id}>
        {transaction.id}
      </DescriptionItem>
      <DescriptionItem term={t`Reference id`} copyValue={a.referenceId ?? undefined}>
        {a.referenceId}
      </DescriptionItem>
      <DescriptionItem term={t`Original transaction`} copyValue={a.originalId ?? undefined}>
        {a.originalId && (
          <Link href={`/transactions/${encodeURIComponent(a.originalId)}`}>{a.originalId}</Link>
        )}
      </DescriptionItem>
      <DescriptionItem term={t`Customer`} copyValue={customer?.attributes.email}>
        {customer ? `${customer.attributes.name} <${customer.attributes.email}>` : null}
      </DescriptionItem>
      <DescriptionItem term={t`Project`} copyValue={project.data.id}>
        {projectName ?? project.data.id}
      </DescriptionItem>
      <DescriptionItem term={t`Payment link`} copyValue={paymentLink.data?.id}>
        {paymentLink.data?.id}
      </DescriptionItem>
    </Section>
  );
}

export function MetaSection({ transaction }: DetailContext) {
  const { t } = useLingui();
  const entries = Object.entries(transaction.attributes.meta);
  if (entries.length === 0) return null;
  return (
    <Section title={t`Meta`}>
      {entries.map(([key, value]) => (
        <DescriptionItem key={key} term={key} copyValue={value}>
          {value}
        </DescriptionItem>
      ))}
    </Section>
  );
}

export function TravelSection({ transaction }: DetailContext) {
  const { t, i18n } = useLingui();
  const travel = transaction.attributes.travel;
  if (!travel) return null;
  return (
    <Section title={t`Travel data: ${i18n._(travelKindLabels[travel.kind])}`}>
      <TravelItems travel={travel} />
    </Section>
  );
}

function TravelItems({ travel }: { travel: Travel }) {
  const { t } = useLingui();
  switch (travel.kind) {
    case 'car-rental':
      return (
        <>
          <DescriptionItem term={t`Company`}>{travel.company}</DescriptionItem>
          <DescriptionItem term={t`Renter`}>{travel.renterName}</DescriptionItem>
          <DescriptionItem term={t`Pick-up`}>
            {`${travel.pickUpLocation}, ${travel.pickUpDate}`}
          </DescriptionItem>
          <DescriptionItem term={t`Return`}>
            {`${travel.returnLocation}, ${travel.returnDate}`}
          </DescriptionItem>
        </>
      );
    case 'cruise':
      return (
        <>
          <DescriptionItem term={t`Cruise line`}>{travel.line}</DescriptionItem>
          <DescriptionItem term={t`Ship`}>{travel.ship}</DescriptionItem>
          <DescriptionItem term={t`Passenger`}>{travel.passengerName}</DescriptionItem>
          <DescriptionItem term={t`Departure`}>
            {`${travel.departurePort}, ${travel.departureDate}`}
          </DescriptionItem>
          <DescriptionItem term={t`Return date`}>{travel.returnDate}</DescriptionItem>
        </>
      );
    case 'lodging':
      return (
        <>
          <DescriptionItem term={t`Property`}>{travel.property}</DescriptionItem>
          <DescriptionItem term={t`City`}>{travel.city}</DescriptionItem>
          <DescriptionItem term={t`Guest`}>{travel.guestName}</DescriptionItem>
          <DescriptionItem term={t`Check-in`}>{travel.checkInDate}</DescriptionItem>
          <DescriptionItem term={t`Check-out`}>{travel.checkOutDate}</DescriptionItem>
          <DescriptionItem term={t`Rooms`}>{travel.rooms}</DescriptionItem>
        </>
      );
  }
}
