/** The few W3C WebDriver commands the WebKit phones need, over plain HTTP (no client library). */

/** The key WebDriver puts an element reference under. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecc'

export type ElementRef = { [ELEMENT]: string }

/** One WebDriver session on a driver at `base` (http://host:port). */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  static async open(base: string, capabilities: Record<string, unknown>): Promise<WebDriverSession> {
    const value = (await send(base, 'POST', '/session', { capabilities: { alwaysMatch: capabilities } })) as { sessionId: string }
    return new WebDriverSession(base, value.sessionId)
  }

  command(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    return send(this.base, method, `/session/${this.id}${path}`, body)
  }

  /** Runs a script body (`arguments` holds args; its last entry is the callback when async). */
  execute(script: string, args: unknown[], async = false): Promise<unknown> {
    return this.command('POST', async ? '/execute/async' : '/execute/sync', { script, args })
  }

  /** The first element `selector` finds, or null. */
  async find(selector: string): Promise<ElementRef | null> {
    const found = (await this.command('POST', '/elements', { using: 'css selector', value: selector })) as ElementRef[]
    return found[0] ?? null
  }

  elementId(element: ElementRef): string {
    // Under the standard key, or the only one (drivers differ).
    return element[ELEMENT] ?? (Object.values(element)[0] as string)
  }

  close(): Promise<unknown> {
    return this.command('DELETE', '')
  }
}

async function send(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json()) as { value: unknown }
  if (!response.ok) {
    const error = answer.value as { error?: string; message?: string }
    throw new Error(`WebDriver ${method} ${path}: ${error.error ?? response.status} ${error.message ?? ''}`)
  }
  return answer.value
}

/** Whether a driver answers at `base` yet. */
export async function driverAnswers(base: string): Promise<boolean> {
  try {
    const response = await fetch(`${base}/status`)
    return response.ok
  } catch {
    return false
  }
}
