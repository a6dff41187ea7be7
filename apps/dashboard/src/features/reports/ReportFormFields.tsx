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
import { useDateFormat } from '../../shared/preferences';
import { deliveryLabels, reportFormatLabel, reportTypeLabels } from './labels';
import { commonTimeZones } from './reportFilters';

/** The fields of this file, where the provider's errors that name them are shown. */
const reportFormFields = ['reportType', 'format', 'delivery', 'email', 'timeZone'];

/** A report form's type and format (`ReportTypeAndFormat`'s `choice`). */
function useTypeAndFormat<TType extends ReportType>(initialType: TType, initialFormat = 'csv') {
  const [type, onTypeChange] = useState<TType>(initialType);
  const [format, onFormatChange] = useState<string>(initialFormat);
  return { type, format, onTypeChange, onFormatChange };
}

/**
 * What a report request and a report schedule share beyond their fields: the chosen type, format and delivery,
 * how the provider's refusals are read (at this file's fields and the form's `ownFields`, else its title), and
 * `attributes`, what both send from them.
 */
export function useReportForm<TType extends ReportType>(
  initial: { type: TType; format?: string; delivery?: ReportDelivery },
  ownFields: readonly string[],
) {
  const choice = useTypeAndFormat(initial.type, initial.format);
  const [delivery, setDelivery] = useState<ReportDelivery>(initial.delivery ?? 'dashboard');
  const attributes = (organizationId: string, text: (name: string) => string) => ({
    resourceId: organizationId,
    reportType: choice.type,
    format: choice.format as 'csv',
    delivery,
    email: delivery === 'email' ? text('email') : null,
  });
  return {
    choice,
    delivery,
    setDelivery,
    errors: { fields: [...reportFormFields, ...ownFields], formFallback: 'title' as const },
    attributes,
  };
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
            {reportFormatLabel(id)}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}

/** The time zone the report's days (or the schedule's time) are in: the chosen one, the user's, common ones. */
export function TimeZoneSelect({ defaultZone }: { defaultZone: string }) {
  const { t } = useLingui();
  const { timeZone: ownZone } = useDateFormat();
  const zones = [...new Set([defaultZone, ownZone, ...commonTimeZones])];
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
