import { useLingui } from '@lingui/react/macro';
import { audit, type AuditFilterField, type FilterOperator } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, toast } from '@paydesk/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { saveFile } from '../../shared/files/saveFile';

/** Downloads the entries of the current filters as a CSV file (the provider writes it; the browser saves a blob). */
export function ExportButton({
  organizationId,
  filters,
}: {
  organizationId: string;
  filters: [AuditFilterField, FilterOperator, string | string[]][];
}) {
  const { t, i18n } = useLingui();
  const exportCsv = useMutation({
    ...actionMutationOptions(api, audit.actions['audit/export']),
    onSuccess: ({ data: file }) => {
      saveFile(file.attributes);
      if (file.attributes.truncated) {
        toast.info(
          t`The file holds the newest ${file.attributes.rows} entries. Narrow the filters for older ones.`,
        );
      }
    },
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  return (
    <Button
      variant="secondary"
      isPending={exportCsv.isPending}
      onPress={() =>
        exportCsv.mutate({
          payload: {
            data: { type: 'audit-export', attributes: { resourceId: organizationId, filters } },
          },
        })
      }
    >
      {t`Export CSV`}
    </Button>
  );
}
