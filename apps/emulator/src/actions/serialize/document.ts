/** JSON:API resource objects as the dashboard reads them. */
export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<
    string,
    { data: { type: string; id: string } | { type: string; id: string }[] | null }
  >;
}

/** A to-one relationship, or none. */
export const ref = (type: string, id: string | null) => ({
  data: id === null ? null : { type, id },
});

/** The answer of an action that has nothing to show. */
export const empty = () => ({ data: null });
