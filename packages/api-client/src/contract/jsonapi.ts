/**
 * The JSON:API envelope (SPEC §7 "Conventions"): bodies are `{ data }` where data holds `type`, `attributes`,
 * `relationships` and `id`; responses read `data`, `included` and `meta`; errors are a list of `{ title, code }`.
 * Builders here keep each declaration short and its inferred type exact.
 */
import * as v from 'valibot';
import { RESOURCE_PAGE_SIZE } from '../constants.js';

/** One error of an `errors` list. `code` is normalised to a string ("500", "invalid-credentials"). */
export const ErrorObjectSchema = v.object({
  title: v.string(),
  code: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((code) => String(code)),
  ),
  detail: v.optional(v.string()),
  status: v.optional(v.string()),
  /** Which input the error is about: `pointer` like `/data/attributes/name` for per-field errors. */
  source: v.optional(
    v.object({ pointer: v.optional(v.string()), parameter: v.optional(v.string()) }),
  ),
  meta: v.optional(v.record(v.string(), v.unknown())),
});
export type ErrorObject = v.InferOutput<typeof ErrorObjectSchema>;
export type ErrorObjectInput = v.InferInput<typeof ErrorObjectSchema>;

export const MetaSchema = v.record(v.string(), v.unknown());

/** A document that carries errors (at least one). */
export const ErrorDocumentSchema = v.object({
  errors: v.pipe(v.array(ErrorObjectSchema), v.minLength(1)),
  meta: v.optional(MetaSchema),
});
export type ErrorDocument = v.InferOutput<typeof ErrorDocumentSchema>;

/** Any top-level document, before it is known whether it is an answer or errors. */
export const AnyDocumentSchema = v.object({
  data: v.optional(v.unknown()),
  included: v.optional(v.array(v.unknown())),
  meta: v.optional(MetaSchema),
  errors: v.optional(v.array(ErrorObjectSchema)),
});
export type AnyDocument = v.InferOutput<typeof AnyDocumentSchema>;
export type AnyDocumentInput = v.InferInput<typeof AnyDocumentSchema>;

/** `{ type, id }` pointing at a resource. */
export function identifier<const TType extends string>(type: TType) {
  return v.object({ type: v.literal(type), id: v.string() });
}

/** A to-one relationship: `{ data: { type, id } }`. */
export function toOne<const TType extends string>(type: TType) {
  return v.object({ data: identifier(type) });
}

/** A to-one relationship that may be empty: `{ data: { type, id } | null }`. */
export function toOneOrNull<const TType extends string>(type: TType) {
  return v.object({ data: v.nullable(identifier(type)) });
}

/** A to-many relationship: `{ data: [{ type, id }] }`. */
export function toMany<const TType extends string>(type: TType) {
  return v.object({ data: v.array(identifier(type)) });
}

/** A resource object as the provider sends it: `{ type, id, attributes }`. */
export function resource<const TType extends string, const TAttributes extends v.ObjectEntries>(
  type: TType,
  attributes: TAttributes,
) {
  return v.object({ type: v.literal(type), id: v.string(), attributes: v.object(attributes) });
}

/** A resource object with relationships: `{ type, id, attributes, relationships }`. */
export function related<
  const TType extends string,
  const TAttributes extends v.ObjectEntries,
  const TRelationships extends v.ObjectEntries,
>(type: TType, attributes: TAttributes, relationships: TRelationships) {
  return v.object({
    type: v.literal(type),
    id: v.string(),
    attributes: v.object(attributes),
    relationships: v.object(relationships),
  });
}

/** A request body `{ data: { type, attributes } }` (a new resource, or a typed request such as list-request). */
export function body<const TType extends string, const TAttributes extends v.ObjectEntries>(
  type: TType,
  attributes: TAttributes,
) {
  return v.object({ data: v.object({ type: v.literal(type), attributes: v.object(attributes) }) });
}

/** A request body `{ data: { type, attributes, relationships } }`. */
export function relatedBody<
  const TType extends string,
  const TAttributes extends v.ObjectEntries,
  const TRelationships extends v.ObjectEntries,
>(type: TType, attributes: TAttributes, relationships: TRelationships) {
  return v.object({
    data: v.object({
      type: v.literal(type),
      attributes: v.object(attributes),
      relationships: v.object(relationships),
    }),
  });
}

/** An answer document `{ data, included?, meta? }` with a typed `data`. */
export function document<const TData extends v.GenericSchema>(data: TData) {
  return v.object({
    data,
    included: v.optional(v.array(v.unknown())),
    meta: v.optional(MetaSchema),
  });
}

/** Cursor pagination meta: `after` is the cursor of the next page, `null` on the last page. */
export const PageMetaSchema = v.object({
  page: v.object({
    size: v.number(),
    after: v.nullable(v.string()),
  }),
});

/** A list answer: `{ data: [...], included?, meta: { page } }`. */
export function listDocument<const TItem extends v.GenericSchema>(item: TItem) {
  return v.object({
    data: v.array(item),
    included: v.optional(v.array(v.unknown())),
    meta: PageMetaSchema,
  });
}

/** A list answer with typed included resources. */
export function listDocumentIncluding<
  const TItem extends v.GenericSchema,
  const TIncluded extends v.GenericSchema,
>(item: TItem, included: TIncluded) {
  return v.object({
    data: v.array(item),
    included: v.optional(v.array(included)),
    meta: PageMetaSchema,
  });
}

/** The answer of an action that changes something and returns nothing: `{ data: null }`. */
export const EmptyDocumentSchema = v.object({ data: v.null(), meta: v.optional(MetaSchema) });

/** Filter operators of a list request. */
export const filterOperators = ['=', '!=', '<', '<=', '>', '>=', 'in', 'not-in', 'like'] as const;
export type FilterOperator = (typeof filterOperators)[number];

const FilterValueSchema = v.union([
  v.string(),
  v.number(),
  v.boolean(),
  v.null(),
  v.array(v.union([v.string(), v.number()])),
]);

/** A filter is a list of field, operator and value (SPEC §3 "List request"): `['resourceType', '=', 'organization']`. */
export const FilterSchema = v.tuple([
  v.pipe(v.string(), v.minLength(1)),
  v.picklist(filterOperators),
  FilterValueSchema,
]);
export type Filter = v.InferOutput<typeof FilterSchema>;

/** `page.size` (1…500) and the `after` cursor. */
export const PageRequestSchema = v.object({
  size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(RESOURCE_PAGE_SIZE)),
  after: v.optional(v.string()),
});

const listRequestAttributes = {
  resourceId: v.optional(v.string()),
  page: v.optional(PageRequestSchema),
  filters: v.optional(v.array(FilterSchema)),
  include: v.optional(v.array(v.string())),
  /** A field name, `-` in front for descending. */
  sort: v.optional(v.string()),
};

/** A list request (SPEC §3): `{ data: { type: 'list-request', attributes: { page, resourceId, filters } } }`. */
export const ListRequestSchema = body('list-request', listRequestAttributes);
export type ListRequest = v.InferInput<typeof ListRequestSchema>;

/** A list request whose `resourceId` is required. */
export const ScopedListRequestSchema = body('list-request', {
  ...listRequestAttributes,
  resourceId: v.pipe(v.string(), v.minLength(1)),
});

/** `field` or `-field` (descending) for each sortable field. */
export type SortValue<TField extends string> = TField | `-${TField}`;

/**
 * A list request (same shape as {@link ScopedListRequestSchema}) whose filter fields and sort fields are limited to
 * the given names, so a typo is refused with a pointer at the filter instead of being ignored.
 *
 * ```ts
 * listRequestOf({ filters: ['status', 'createdAt'], sorts: ['createdAt', 'amount'] });
 * // sort: 'createdAt' | '-createdAt' | 'amount' | '-amount'
 * ```
 */
export function listRequestOf<const TFilter extends string, const TSort extends string>(options: {
  readonly filters: readonly TFilter[];
  readonly sorts: readonly TSort[];
}) {
  const sorts = options.sorts.flatMap((field) => [field, `-${field}`]) as SortValue<TSort>[];
  return body('list-request', {
    ...listRequestAttributes,
    resourceId: v.pipe(v.string(), v.minLength(1)),
    filters: v.optional(
      v.array(
        v.tuple([
          v.picklist(options.filters, 'Unknown filter field'),
          v.picklist(filterOperators),
          FilterValueSchema,
        ]),
      ),
    ),
    sort: v.optional(v.picklist(sorts, 'Unknown sort field')),
  });
}

/** `{ data: { type: 'delete-request', attributes: { resourceId } } }` */
export const DeleteRequestSchema = body('delete-request', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
});

/** `{ data: { type: 'get-request', attributes: { resourceId } } }` */
export const GetRequestSchema = body('get-request', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
});

/** For actions without a payload: nothing is sent. */
export const NoPayloadSchema = v.undefined();

/** ISO 8601 date-time strings (always UTC on the wire). */
export const DateTimeSchema = v.pipe(v.string(), v.isoTimestamp());

/** Amounts are integers in minor units. */
export const MinorAmountSchema = v.pipe(v.number(), v.integer());

/** ISO 4217 alphabetic code. */
export const CurrencySchema = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));
