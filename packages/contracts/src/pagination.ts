import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 20;

const SortEntrySchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*(,(asc|desc|ASC|DESC))?$/, 'must look like field,asc or field,desc');

/** page (0-based; pageNumber is a synonym), size (1..1000), sort=field,dir (repeatable). */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(0).optional(),
  pageNumber: z.coerce.number().int().min(0).optional(),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.union([SortEntrySchema, z.array(SortEntrySchema)]).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** The paged answer shape of api.md "Lists". */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    first: z.boolean(),
    last: z.boolean(),
  });
}

export interface Page<T> {
  content: T[];
  pageNumber: number;
  pageSize: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
}
