import { useLingui } from '@lingui/react/macro';
import { Card, DescriptionItem, DescriptionList } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { meQueryOptions } from './queries';

/** General: the user's profile as the provider knows it. */
export function GeneralSection() {
  const { t } = useLingui();
  const { data: me } = useSuspenseQuery(meQueryOptions());
  return (
    <Card title={t`Profile`}>
      <DescriptionList>
        <DescriptionItem term={t`Name`}>{me.data.attributes.name}</DescriptionItem>
        <DescriptionItem term={t`Email`} copyValue={me.data.attributes.email}>
          {me.data.attributes.email}
        </DescriptionItem>
      </DescriptionList>
    </Card>
  );
}
