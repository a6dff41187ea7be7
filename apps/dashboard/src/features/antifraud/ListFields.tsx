import { useLingui } from '@lingui/react/macro';
import {
  antifraudListKinds,
  antifraudListTypes,
  type AntifraudListKind,
  type AntifraudListType,
} from '@paydesk/api-client';
import { Select, SelectItem } from '@paydesk/ui';
import { kindLabels, listTypeLabels } from './labels';

export interface ListChoice {
  listType: AntifraudListType;
  kind: AntifraudListKind;
}

/** Which list: block or allow, and of what. */
export function ListFields({
  value,
  onChange,
}: {
  value: ListChoice;
  onChange: (next: ListChoice) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <>
      <Select
        name="listType"
        label={t`List`}
        selectedKey={value.listType}
        onSelectionChange={(key) => onChange({ ...value, listType: key as AntifraudListType })}
        isRequired
      >
        {antifraudListTypes.map((type) => (
          <SelectItem key={type} id={type}>
            {i18n._(listTypeLabels[type])}
          </SelectItem>
        ))}
      </Select>
      <Select
        name="kind"
        label={t`Kind`}
        selectedKey={value.kind}
        onSelectionChange={(key) => onChange({ ...value, kind: key as AntifraudListKind })}
        isRequired
      >
        {antifraudListKinds.map((kind) => (
          <SelectItem key={kind} id={kind}>
            {i18n._(kindLabels[kind])}
          </SelectItem>
        ))}
      </Select>
    </>
  );
}
