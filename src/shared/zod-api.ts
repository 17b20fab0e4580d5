// What main builds its schemas with, named one by one: loaded as a chunk of its own (@shared/load-zod), and a zod
// namespace handed on as a value would keep every part of zod in it (about 520 KB against these 125).
import { z } from 'zod'

export const zodApi = {
  array: z.array,
  boolean: z.boolean,
  enum: z.enum,
  iso: z.iso,
  literal: z.literal,
  number: z.number,
  object: z.object,
  strictObject: z.strictObject,
  string: z.string,
  undefined: z.undefined
}
