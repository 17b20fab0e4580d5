// Search's reader (src/main/core/body/body-readers.ts): the grouped results of a query.
import type { ResponseMeta } from '../../core/body/body-readers'
import { readSearch } from './read-search'

export const searchReaders = {
  search: (body: unknown, _meta: ResponseMeta, query: string) => readSearch(query, body)
}

type SearchReaders = typeof searchReaders
declare module '../../core/body/body-readers' {
  interface FeatureReaders extends SearchReaders {}
}
