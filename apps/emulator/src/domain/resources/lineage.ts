/** The resource tree as stored: merchant → organization → project → channel. */
import type { Database } from '../../infra/db/database.js';

export interface ResourceRow {
  id: string;
  type: 'merchant' | 'organization' | 'project' | 'channel';
  parent_id: string | null;
  name: string;
  attributes: string;
  position: number;
  created_at: number;
}

/** A resource's lineage: its own id first, then each ancestor up to the merchant. Empty when unknown. */
export async function lineageOf(db: Database, resourceId: string): Promise<ResourceRow[]> {
  return db.all<ResourceRow>(
    `WITH RECURSIVE up(id, depth) AS (
       SELECT id, 0 FROM resources WHERE id = ?
       UNION ALL SELECT r.parent_id, up.depth + 1 FROM resources r JOIN up ON r.id = up.id WHERE r.parent_id IS NOT NULL
     )
     SELECT resources.* FROM up JOIN resources ON resources.id = up.id ORDER BY up.depth`,
    [resourceId],
  );
}
