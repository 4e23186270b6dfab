/** The end of a switch over every kind of frame or command: the type checker proves it unreachable. */
export function assertNever(value: never): never {
  throw new Error(`unhandled ${JSON.stringify(value)}`)
}
