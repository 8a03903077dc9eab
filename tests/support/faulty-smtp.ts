// A misbehaving mail server on 127.0.0.1 for the fault tests, speaking just enough SMTP by hand:
// - 'silent': accepts the connection and never says a word (no greeting);
// - 'drop-mid-message': greets, takes the envelope, then cuts the connection halfway through DATA;
// - 'hang-after-data': takes the whole message and never answers it;
// - 'drip': greets one continuation line at a time, slower than a timeout would notice;
// - 'plain': a working server that offers no encryption (no STARTTLS): it takes every message;
// - 'crash-after-data': takes the whole message, keeps it, and dies before answering (the final
//   reply lost: the one duplicate SMTP itself cannot tell).
// It counts the messages it completed (never any in the first four modes) and the connections it
// saw, and keeps the messages it took ('plain', 'crash-after-data').
import { createServer, type AddressInfo, type Socket } from 'node:net'

export type SmtpFault = 'silent' | 'drop-mid-message' | 'hang-after-data' | 'drip' | 'plain' | 'crash-after-data'

interface FaultySmtpServer {
  url: string
  connections: number
  /** Messages the server acknowledged with 250 after DATA: stays 0 but for 'plain'. */
  completed: number
  /** The messages it took, as sent (headers and body). */
  kept: string[]
  close(): Promise<void>
}

export async function startFaultySmtp(fault: SmtpFault): Promise<FaultySmtpServer> {
  const sockets = new Set<Socket>()
  const timers = new Set<NodeJS.Timeout>()
  const state = { connections: 0, completed: 0 }
  const kept: string[] = []

  const server = createServer((socket) => {
    state.connections += 1
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => undefined)
    if (fault === 'silent') return
    if (fault === 'drip') {
      const timer = setInterval(() => socket.write('220-still greeting\r\n'), 150)
      timers.add(timer)
      socket.on('close', () => clearInterval(timer))
      return
    }
    socket.write('220 faulty.test ESMTP\r\n')
    let inData = false
    let received = 0
    let buffered = ''
    socket.on('data', (chunk: Buffer) => {
      if (inData && (fault === 'plain' || fault === 'crash-after-data')) {
        buffered += chunk.toString('latin1')
        if (buffered.includes('\r\n.\r\n')) {
          kept.push(buffered.slice(0, buffered.indexOf('\r\n.\r\n')))
          buffered = buffered.slice(buffered.indexOf('\r\n.\r\n') + 5)
          inData = false
          state.completed += 1
          if (fault === 'crash-after-data') socket.destroy()
          else socket.write('250 OK queued\r\n')
        }
        return
      }
      if (inData) {
        received += chunk.length
        if (fault === 'drop-mid-message' && received > 0) socket.destroy()
        // 'hang-after-data': the final "." arrives and is never answered.
        return
      }
      buffered += chunk.toString('latin1')
      let end: number
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-faulty.test\r\n250 8BITMIME\r\n')
        else if (verb === 'MAIL' || verb === 'RCPT') socket.write('250 OK\r\n')
        else if (verb === 'DATA') {
          inData = true
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else socket.write('250 OK\r\n')
      }
    })
  })

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    get connections() {
      return state.connections
    },
    get completed() {
      return state.completed
    },
    kept,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearInterval(timer)
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
