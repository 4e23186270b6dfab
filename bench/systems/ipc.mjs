/** Asks a peer server process (over its IPC channel) for its handler timings; see peers/timings.mjs. */
export function ipcStats(child) {
  let seq = 0
  return (reset = false) =>
    new Promise((resolve) => {
      const mine = ++seq
      const timer = setTimeout(() => (child.off('message', onMessage), resolve(null)), 5_000)
      function onMessage(msg) {
        if (!msg?.stats || msg.seq !== mine) return
        clearTimeout(timer)
        child.off('message', onMessage)
        resolve(msg.stats)
      }
      child.on('message', onMessage)
      child.send({ cmd: 'stats', reset, seq: mine })
    })
}
