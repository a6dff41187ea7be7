import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  antifraudListKinds,
  antifraudListTypes,
  type AntifraudListKind,
  type AntifraudListType,
} from '@paydesk/api-client';
import { Select, SelectItem } from '@paydesk/ui';
import { useState } from 'react';
import { kindLabels, listTypeLabels } from './labels';

export interface ListChoice {
  listType: AntifraudListType;
  kind: AntifraudListKind;
}

/** The props of a modal that acts on one list (add, import, export). */
export interface ListModalProps {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}

/** The list a modal acts on, chosen in its `ListFields`: the block list of BINs at first. */
export const useListChoice = () => useState<ListChoice>({ listType: 'block', kind: 'bin' });

/** Which list: block or allow, and of what. */
export function ListFields({
  value,
  onChange,
}: {
  value: ListChoice;
  onChange: (next: ListChoice) => void;
}) {
  const { t, i18n } = useLingui();
  const choice = <K extends keyof ListChoice>(
    name: K,
    label: string,
    options: readonly ListChoice[K][],
    labels: Record<ListChoice[K], MessageDescriptor>,
  ) => (
    <Select
      name={name}
      label={label}
      selectedKey={value[name]}
      onSelectionChange={(key) => onChange({ ...value, [name]: key as ListChoice[K] })}
      isRequired
    >
      {options.map((option) => (
        <SelectItem key={option} id={option}>
          {i18n._(labels[option])}
        </SelectItem>
      ))}
    </Select>
  );
  return (
    <>
      {choice('listType', t`List`, antifraudListTypes, listTypeLabels)}
      {choice('kind', t`Kind`, antifraudListKinds, kindLabels)}
    </>
  );
}
