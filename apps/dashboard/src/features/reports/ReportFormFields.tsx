/** The fields a report request and a report schedule share: type, format, time zone and delivery. */
import { useLingui } from '@lingui/react/macro';
import {
  reportDeliveries,
  reportTypeFormats,
  type ReportDelivery,
  type ReportType,
} from '@paydesk/api-client';
import { Radio, RadioGroup, Select, SelectItem, TextField } from '@paydesk/ui';
import { useState } from 'react';
import { deliveryLabels, reportFormatLabels, reportTypeLabels } from './labels';

/** The fields of this file, where the provider's errors that name them are shown. */
export const reportFormFields = ['reportType', 'format', 'delivery', 'email', 'timeZone'];

/** A report form's type and format (`ReportTypeAndFormat`'s `choice`). */
export function useTypeAndFormat<TType extends ReportType>(
  initialType: TType,
  initialFormat = 'csv',
) {
  const [type, onTypeChange] = useState<TType>(initialType);
  const [format, onFormatChange] = useState<string>(initialFormat);
  return { type, format, onTypeChange, onFormatChange };
}

/**
 * The report type and the formats it comes in; a format the new type lacks falls back to CSV. `onTypeChange`
 * runs after the choice's own.
 */
export function ReportTypeAndFormat<TType extends ReportType>({
  types,
  choice: { type, format, onTypeChange: setType, onFormatChange: setFormat },
  onTypeChange,
  edited,
}: {
  types: readonly TType[];
  choice: ReturnType<typeof useTypeAndFormat<TType>>;
  onTypeChange?: (type: TType) => void;
  edited: (field: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Select
        name="reportType"
        label={t`Report type`}
        selectedKey={type}
        onSelectionChange={(key) => {
          const next = key as TType;
          setType(next);
          onTypeChange?.(next);
          if (!(reportTypeFormats[next] as readonly string[]).includes(format)) setFormat('csv');
          edited('reportType');
        }}
      >
        {types.map((id) => (
          <SelectItem key={id} id={id}>
            {i18n._(reportTypeLabels[id])}
          </SelectItem>
        ))}
      </Select>
      <Select
        name="format"
        label={t`Format`}
        selectedKey={format}
        onSelectionChange={(key) => {
          setFormat(String(key));
          edited('format');
        }}
      >
        {reportTypeFormats[type].map((id) => (
          <SelectItem key={id} id={id}>
            {reportFormatLabels[id as keyof typeof reportFormatLabels]}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}

/** The time zone the report's days (or the schedule's time) are in. */
export function TimeZoneSelect({
  zones,
  defaultZone,
}: {
  zones: readonly string[];
  defaultZone: string;
}) {
  const { t } = useLingui();
  return (
    <Select name="timeZone" label={t`Time zone`} defaultSelectedKey={defaultZone}>
      {zones.map((zone) => (
        <SelectItem key={zone} id={zone}>
          {zone}
        </SelectItem>
      ))}
    </Select>
  );
}

/** Where the file goes: the dashboard, or an email address asked for only then. */
export function DeliveryFields({
  delivery,
  onChange,
  defaultEmail = '',
  edited,
}: {
  delivery: ReportDelivery;
  onChange: (delivery: ReportDelivery) => void;
  defaultEmail?: string;
  edited: (field: string) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <RadioGroup
        name="delivery"
        label={t`Delivery`}
        value={delivery}
        onChange={(value) => onChange(value as ReportDelivery)}
      >
        {reportDeliveries.map((id) => (
          <Radio key={id} value={id}>
            {i18n._(deliveryLabels[id])}
          </Radio>
        ))}
      </RadioGroup>
      {delivery === 'email' && (
        <TextField
          name="email"
          type="email"
          label={t`Email`}
          defaultValue={defaultEmail}
          isRequired
          onChange={() => edited('email')}
        />
      )}
    </>
  );
}
