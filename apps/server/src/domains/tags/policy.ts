import { can, type Principal } from '../../access/principal.ts';

export type TagAbility = 'update' | 'delete';

const isCreator = (principal: Principal, tag: { creatorId: string | null }) =>
  tag.creatorId !== null && tag.creatorId === principal.id;

/** Whoever made a tag keeps it; tag administrators keep everyone's. */
export function tagAbilities(principal: Principal, tag: { creatorId: string | null }): Record<TagAbility, boolean> {
  const mayChange = isCreator(principal, tag) || can(principal, 'TAG_ADMIN');
  return { update: mayChange, delete: mayChange };
}
