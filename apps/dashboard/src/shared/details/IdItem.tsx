import { DescriptionItem, Text } from '@paydesk/ui';

/** An identifier in a description list (a record's id, a reference): monospaced, with a copy button. */
export function IdItem({ term, id }: { term: string; id: string }) {
  return (
    <DescriptionItem term={term} copyValue={id}>
      <Text mono>{id}</Text>
    </DescriptionItem>
  );
}
