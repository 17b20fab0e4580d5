// Its own module so startup (app/bootstrap.ts, which feeds it from main's
// events) does not pull the Account view into the first chunk.
import { bridgeQuery } from '../../ui/bridge-query'

export const pingQuery = bridgeQuery('ping:get', undefined)
