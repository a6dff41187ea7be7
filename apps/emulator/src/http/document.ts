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

export const JSON_API = 'application/vnd.api+json';

export const iso = (ms: number) => new Date(ms).toISOString();

export const ref = (type: string, id: string | null) => ({
  data: id === null ? null : { type, id },
});
