/**
 * A virtual X display for the WebKit phones: WebKitGTK's MiniBrowser has no headless mode, so its
 * windows open on an Xvfb of this test process's own (never on a desktop the tests run on), started
 * when the first WebKit phone needs it and stopped when the file's devices are released.
 */
import { type ChildProcess, spawn } from 'node:child_process'

let server: { process: ChildProcess; display: Promise<string> } | undefined

/** The display (":N") of this process's Xvfb, started on first use. */
export function xDisplay(): Promise<string> {
  if (server) return server.display
  // -displayfd: Xvfb picks a free display number itself and writes it to fd 3 once it is ready.
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stderr!.on('data', (chunk) => (log += String(chunk)))
  const display = new Promise<string>((resolve, reject) => {
    child.stdio[3]!.once('data', (chunk) => resolve(`:${String(chunk).trim()}`))
    child.once('error', (error) => reject(new Error(`Xvfb (package xvfb) did not start: ${error.message}`)))
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready:\n${log}`)))
  })
  server = { process: child, display }
  return display
}

/** Stops the display, if one was started. */
export function stopXDisplay(): void {
  server?.process.kill()
  server = undefined
}

// A test process that ends without releasing its devices takes its display along.
process.once('exit', stopXDisplay)
