import { useLingui } from '@lingui/react/macro';
import {
  webhookEventGroups,
  type WebhookEventGroup,
  type WebhookEventType,
} from '@paydesk/api-client';
import { Button, Checkbox, CheckboxGroup, Inline, Stack, Text } from '@paydesk/ui';
import { eventGroupLabels } from './labels';

export interface EventPickerProps {
  value: WebhookEventType[];
  onChange: (next: WebhookEventType[]) => void;
  /** The refusal shown under the picker ('Select at least one event'). */
  errorMessage?: string;
}

const groups = Object.entries(webhookEventGroups) as [
  WebhookEventGroup,
  readonly WebhookEventType[],
][];

/**
 * The events an endpoint receives, one checkbox each, grouped by resource. One group (`events`) carries the
 * field's error; each resource has a button selecting all its events (or clearing them when all are selected).
 */
export function EventPicker({ value, onChange, errorMessage }: EventPickerProps) {
  const { t, i18n } = useLingui();
  const chosen = new Set(value);
  const toggleGroup = (events: readonly WebhookEventType[]) => {
    const all = events.every((event) => chosen.has(event));
    const next = new Set(chosen);
    for (const event of events) {
      if (all) next.delete(event);
      else next.add(event);
    }
    onChange(groups.flatMap(([, list]) => list.filter((event) => next.has(event))));
  };

  return (
    <CheckboxGroup
      name="events"
      label={t`Events`}
      description={t`The endpoint receives only the events you select.`}
      value={value}
      onChange={(next) => onChange(next as WebhookEventType[])}
      isInvalid={Boolean(errorMessage)}
      errorMessage={errorMessage}
      // Not `isRequired`: the browser's own check would stop the submit silently, before the form can say
      // 'Select at least one event' at the group (it checks on submit).
    >
      <Stack gap="md">
        {groups.map(([group, events]) => {
          const name = i18n._(eventGroupLabels[group]);
          const all = events.every((event) => chosen.has(event));
          return (
            <Stack key={group} gap="xs" role="group" aria-label={name}>
              <Inline gap="sm" align="center">
                <Text weight="medium">{name}</Text>
                {events.length > 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onPress={() => toggleGroup(events)}
                    aria-label={all ? t`Clear all ${name} events` : t`Select all ${name} events`}
                  >
                    {all ? t`Clear all` : t`Select all`}
                  </Button>
                )}
              </Inline>
              <Inline gap="md" wrap>
                {events.map((event) => (
                  <Checkbox key={event} value={event}>
                    <Text mono>{event}</Text>
                  </Checkbox>
                ))}
              </Inline>
            </Stack>
          );
        })}
      </Stack>
    </CheckboxGroup>
  );
}
