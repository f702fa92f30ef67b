// Superset's FAB REST conventions over Kysely, framework-free. See README.md.
export { defineResource } from './define-resource.ts';
export { distinctResource, type DistinctResponse } from './distinct-resource.ts';
export { bulkDeletedBody, createdBody, deletedBody, parseBulkIds, updatedBody } from './envelopes.ts';
export { addFavorite, FAVSTAR_TABLE, favoriteFilter, favoriteStatus, removeFavorite } from './favorites.ts';
export { OPERATOR_NAMES } from './filters.ts';
export { infoResource, type InfoResponse } from './info-resource.ts';
export { escapeLike, likePredicate } from './like-predicate.ts';
export { listResource, type ListResponse } from './list-resource.ts';
export { ownerIds, type OwnerCaller } from './owners.ts';
export { relatedResource, type RelatedResponse } from './related-resource.ts';
export type * from './resource-def.ts';
export { FILTER_OPERATORS } from './resource-def.ts';
export { decodeRison, encodeRison, parseRisonQuery } from './rison.ts';
export * from './rison-schemas.ts';
export { parseId, showResource, type ShowResponse } from './show-resource.ts';
export { USER_TABLE, userManyToMany, userManyToOne } from './user-relation.ts';
export * from './wire-format.ts';
