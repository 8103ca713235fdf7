import type { Tag } from '@quizmaker/contracts';
import type { Principal } from '../../access/principal.ts';
import { tagAbilities } from './policy.ts';
import type { TagRecord } from './repository.ts';

export function presentTag(tag: TagRecord, principal: Principal): Tag {
  return {
    id: tag.id,
    name: tag.name,
    description: tag.description,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
    abilities: tagAbilities(principal, tag),
  };
}
