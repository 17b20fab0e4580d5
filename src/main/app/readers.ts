// Every reader in one table: the plumbing's own and each feature's
// (src/main/body/body-readers.ts). The API client reads small bodies in
// place with it, and the body worker (app/body-worker.ts) reads large ones
// with the same table. `satisfies ReaderTable` fails the type check while a
// reader a feature declared is missing here.
import { accountInfoReaders } from '../account-info/account-info-readers'
import { plumbingReaders, type ReaderTable } from '../body/body-readers'
import { notificationsReaders } from '../notifications/notifications-readers'
import { peopleReaders } from '../people/people-readers'
import { searchReaders } from '../search/search-readers'
import { sessionReaders } from '../session/session-readers'
import { statusReaders } from '../status/status-readers'

export const appReaders = {
  ...plumbingReaders,
  ...accountInfoReaders,
  ...notificationsReaders,
  ...peopleReaders,
  ...searchReaders,
  ...sessionReaders,
  ...statusReaders
} satisfies ReaderTable
