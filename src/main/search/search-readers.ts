// Search's reader (src/main/body/body-readers.ts): the grouped results of a query.
import type { ResponseMeta } from '../body/body-readers'
import { readSearch } from './read-search'

export const searchReaders = {
  search: (body: unknown, _meta: ResponseMeta, query: string) => readSearch(query, body)
}

type SearchReaders = typeof searchReaders
declare module '../body/body-readers' {
  interface FeatureReaders extends SearchReaders {}
}
