// Every reader in one table: the plumbing's own and each feature's
// (src/main/core/body/body-readers.ts). The API client reads small bodies in
// place with it, and the body worker (app/body-worker.ts) reads large ones
// with the same table. `satisfies ReaderTable` fails the type check while a
// reader a feature declared is missing here.
import { plumbingReaders, type ReaderTable } from '../core/body/body-readers'
import { accountInfoReaders } from '../features/account-info/account-info-readers'
import { notificationsReaders } from '../features/notifications/notifications-readers'
import { peopleReaders } from '../features/people/people-readers'
import { searchReaders } from '../features/search/search-readers'
import { sessionReaders } from '../features/session/session-readers'
import { statusReaders } from '../features/status/status-readers'

export const appReaders = {
  ...plumbingReaders,
  ...accountInfoReaders,
  ...notificationsReaders,
  ...peopleReaders,
  ...searchReaders,
  ...sessionReaders,
  ...statusReaders
} satisfies ReaderTable
