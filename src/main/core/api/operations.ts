// Every API operation the app calls, keyed by its operationId in
// api/openapi.yaml: the one place a path or a method is written down.
// test/unit/main/api-operations.test.ts checks each entry against the
// document, and the Prism peer test drives exactly these operations. A path
// built here carries its method in its type, and the client's verbs take
// PathFor, so a POST operation's path sent as a GET does not compile.

export type HttpMethod = 'GET' | 'POST'

export const API_OPERATIONS = {
  listMaintenance: { method: 'GET', path: '/v1/maintenance/' },
  getMaintenance: { method: 'GET', path: '/v1/maintenance/{id}' },
  listUpdatesWithLimit: { method: 'GET', path: '/v1/other/updates/{limit}' },
  search: { method: 'GET', path: '/v1/search' },
  ping: { method: 'POST', path: '/v1/other/Ping' },
  login: { method: 'POST', path: '/v1/auth/login' },
  getTokenInfo: { method: 'GET', path: '/v1/auth/token' },
  getUserData: { method: 'GET', path: '/v1/user/data/{id}' },
  getUserActivity: { method: 'GET', path: '/v1/user/activity/{id}' },
  getUserFollowers: { method: 'GET', path: '/v1/user/followers' },
  getAccountInfo: { method: 'GET', path: '/v1/account/info' },
  listNotifications: { method: 'GET', path: '/v1/account/notifications/' },
  checkPwnedPassword: { method: 'POST', path: '/v1/account/PwnedAPI/' }
} as const satisfies Record<string, { method: HttpMethod; path: `/v1/${string}` }>

export type OperationId = keyof typeof API_OPERATIONS
type Template<Id extends OperationId> = (typeof API_OPERATIONS)[Id]['path']
type MethodOf<Id extends OperationId> = (typeof API_OPERATIONS)[Id]['method']

/** The `{name}` placeholders of a path template, as a union of names. */
type ParamNames<T extends string> = T extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never
/** No argument for a path without placeholders; otherwise a value for each one. */
type ParamsArg<Id extends OperationId> = [ParamNames<Template<Id>>] extends [never]
  ? []
  : [params: Record<ParamNames<Template<Id>>, string | number>]

declare const METHOD: unique symbol
/** A path built by apiPath: a string that remembers its operation's method. */
export type ApiPath<M extends HttpMethod = HttpMethod> = string & { readonly [METHOD]: M }
/** What a client verb takes: a path built for that method, or a plain string (the client's own tests). */
export type PathFor<M extends HttpMethod> = string & { readonly [METHOD]?: M }

/** The operation's path, each placeholder filled with its value encoded as one path segment. */
export function apiPath<Id extends OperationId>(id: Id, ...[params]: ParamsArg<Id>): ApiPath<MethodOf<Id>> {
  const values: Record<string, string | number> = params ?? {}
  const template: string = API_OPERATIONS[id].path
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name]))) as ApiPath<
    MethodOf<Id>
  >
}
