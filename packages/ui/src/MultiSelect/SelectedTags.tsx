import { X } from 'lucide-react';
import { Button, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { tag, tagList, tagRemove } from './MultiSelect.css';

export interface SelectedTag {
  id: Key;
  label: string;
}

interface SelectedTagsProps {
  tags: SelectedTag[];
  label: string;
  /** Read together with the tag's own label: "Remove Charge failed". */
  removeLabel: string;
  onRemove?: (keys: Set<Key>) => void;
}

/** The chosen options as removable tags; Backspace or Delete on a focused tag removes it. */
export function SelectedTags({ tags, label, removeLabel, onRemove }: SelectedTagsProps) {
  if (tags.length === 0) return null;
  return (
    <TagGroup aria-label={label} onRemove={onRemove}>
      <TagList items={tags} className={tagList}>
        {(item) => (
          <Tag id={item.id} textValue={item.label} className={tag}>
            {item.label}
            {onRemove && (
              <Button slot="remove" className={tagRemove} aria-label={removeLabel}>
                <X size={12} aria-hidden />
              </Button>
            )}
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
