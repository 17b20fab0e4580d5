// Its own module so startup (app/bootstrap.ts, which feeds it from main's
// 'status:updates-changed' events) does not pull the Updates view into the
// first chunk. Main answers from what its background check last counted:
// asking costs no request to the platform.
import { bridgeQuery } from '../../ui/bridge-query'

export const updatesUnseenQuery = bridgeQuery('status:updates-unseen', undefined)
