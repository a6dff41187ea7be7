import { useLingui } from '@lingui/react/macro';
import { apiKeys, type ApiKey } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  Button,
  Card,
  Checkbox,
  CheckboxGroup,
  Form,
  Inline,
  InlineAlert,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  TextArea,
  TextField,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { useFormValues } from '../../shared/forms/useFormValues';
import { NameField } from '../../shared/forms/NameField';
import { useDateFormat } from '../../shared/preferences';
import { allowedIpListQueries, readAllowedIpLists } from '../allowedIpLists';
import { useSelectedOrganization } from '../organization';
import { projectQueries } from '../projects';
import {
  badIpEntries,
  createAttributesOf,
  emptyKeyValues,
  keyFormFields,
  type KeyValues,
} from './keyForm';
import { apiKeyErrorMessages, permissionsRequired } from './labels';
import { PermissionMatrix } from './PermissionMatrix';
import { apiKeyQueries } from './queries';
import { SecretOnce } from './SecretOnce';
import { keyHref } from './links';

export interface ApiKeyCreatePageProps {
  organizationId: string;
  /** Project-scoped create: the key is locked to this project. */
  lockedProjectId?: string;
}

const ALL_PROJECTS = '__all__';

/**
 * Creates an API key: name, project, the permission matrix, expiry and IP limits. Nothing is sent without a
 * permission; the provider's refusals appear at their fields and what was typed stays. On success the one-time
 * secret screen replaces the form.
 */
export function ApiKeyCreatePage({ organizationId, lockedProjectId }: ApiKeyCreatePageProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { timeZone } = useDateFormat();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  // Whether the caller may read the organization's allowed IP lists (to limit the key to them).
  const canReadIpLists = useSelectedOrganization().permissions.allows(readAllowedIpLists);
  const ipLists = useQuery({
    ...allowedIpListQueries.ofOrganization(organizationId),
    enabled: canReadIpLists,
  });
  const [created, setCreated] = useState<ApiKey | null>(null);
  const { errors, setErrors, formError, edited, show, clear } = useFieldErrors();
  const { values, set } = useFormValues<KeyValues>(() => emptyKeyValues(lockedProjectId), edited);
  const create = useMutation({
    ...actionMutationOptions(api, apiKeys.actions['api-keys/create']),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: apiKeyQueries.keys.list() });
      toast.success(t`API key created`);
      setCreated(saved.data);
    },
    onError: (error) =>
      show(fieldErrors(error, i18n, { fields: keyFormFields, messages: apiKeyErrorMessages })),
  });
  const lockedProject = projects.data?.find((project) => project.id === lockedProjectId);

  if (created) {
    return (
      <SecretOnce
        apiKey={created}
        title={t`API key created`}
        onDone={() => void navigate({ to: keyHref(created.id, lockedProjectId) })}
      />
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    const problems: Record<string, string> = {};
    if (Object.keys(values.permissions).length === 0)
      problems.permissions = i18n._(permissionsRequired);
    const bad = badIpEntries(values.ipRanges);
    if (bad.length > 0) {
      problems.ipRanges = bad
        .map((entry) => t`Enter an IPv4 or IPv6 address or CIDR range: ${entry}`)
        .join(' ');
    }
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    create.mutate({
      payload: {
        data: { type: 'api-key', attributes: createAttributesOf(values, organizationId, timeZone) },
      },
    });
  };
  const permissionError = [errors.permissions ?? []].flat()[0];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Create API key`}
        description={t`A key lets your servers call the API with the permissions you give it here.`}
      />
      <Card>
        <Form onSubmit={onSubmit} validationErrors={errors} aria-label={t`Create API key`}>
          <Stack gap="lg">
            <Inline gap="md" align="start" wrap>
              <NameField
                description={t`For example the server or integration that uses it`}
                value={values.name}
                onChange={set('name')}
                maxLength={100}
              />
              {lockedProjectId ? (
                <TextField
                  name="resourceId"
                  label={t`Project`}
                  value={lockedProject?.attributes.name ?? lockedProjectId}
                  isReadOnly
                  description={t`The key works only in this project`}
                />
              ) : (
                <Select
                  name="resourceId"
                  label={t`Project`}
                  description={t`Limit the key to one project, or let it work in all of them`}
                  selectedKey={values.projectId || ALL_PROJECTS}
                  onSelectionChange={(key) =>
                    set('projectId', 'resourceId')(key === ALL_PROJECTS ? '' : String(key ?? ''))
                  }
                  items={[
                    { id: ALL_PROJECTS, attributes: { name: t`All projects` } },
                    ...(projects.data ?? []),
                  ]}
                >
                  {(project) => <SelectItem id={project.id}>{project.attributes.name}</SelectItem>}
                </Select>
              )}
            </Inline>
            <PermissionMatrix
              value={values.permissions}
              onChange={set('permissions')}
              errorMessage={permissionError}
            />
            <Checkbox
              name="expirable"
              isSelected={values.expirable}
              onChange={set('expirable')}
              description={t`The key stops working after its last day.`}
            >
              {t`Expires`}
            </Checkbox>
            {values.expirable && (
              <TextField
                name="expiresAt"
                type="date"
                label={t`Last day`}
                value={values.expiryDate}
                onChange={set('expiryDate', 'expiresAt')}
                isRequired
              />
            )}
            <TextArea
              name="ipRanges"
              label={t`Allowed IP addresses`}
              description={t`One IPv4 or IPv6 address or CIDR range per line, e.g. 203.0.113.0/24. Empty: any address.`}
              value={values.ipRanges}
              onChange={set('ipRanges')}
              rows={3}
            />
            {(ipLists.data?.length ?? 0) > 0 && (
              <CheckboxGroup
                name="allowedIpListIds"
                label={t`Allowed IP lists`}
                description={t`The key also works from the addresses of these lists.`}
                value={values.allowedIpListIds}
                onChange={set('allowedIpListIds')}
              >
                {ipLists.data!.map((list) => (
                  <Checkbox key={list.id} value={list.id}>
                    {list.attributes.name}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            )}
            {formError && <InlineAlert tone="danger">{formError}</InlineAlert>}
            <Inline gap="sm">
              <Button type="submit" variant="primary" isPending={create.isPending}>
                {t`Create API key`}
              </Button>
            </Inline>
          </Stack>
        </Form>
      </Card>
    </Stack>
  );
}
