import { answering } from '../productionServer'
import type { ScaleContext } from './scaleRows'

/** What a sender has on the way when the crash lands has had time to be recorded as sent. */
const SETTLE_MS = 300
/** After the crash, the sink reads the dead instance's connections closing before it answers the others. */
const CLOSE_MS = 200

/**
 * Kills instance B (SIGKILL: no graceful stop) once `halfWay` says so. The SMTP sink holds its
 * answers meanwhile: a mail accepted before the hold has been recorded by its sender within the
 * settling time, and one on the way when B dies is never answered, so never accepted. (A crash
 * between a provider's answer and the sender's record of it, a millisecond, would send that mail
 * again: no SMTP client can close that window.) `beforeKill` runs once the sends have settled, B still alive.
 */
export async function crashBHalfWay(
  context: ScaleContext,
  halfWay: () => boolean,
  timeoutMs: number,
  beforeKill: () => Promise<void> = async () => {},
): Promise<number> {
  const deadline = Date.now() + timeoutMs
  while (!halfWay()) {
    if (Date.now() > deadline) throw new Error('the crash point was never reached')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  context.sink.hold()
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  await beforeKill()
  await context.proxied.killB()
  const at = Date.now()
  await new Promise((resolve) => setTimeout(resolve, CLOSE_MS))
  context.sink.release()
  return at
}

/** B started again and answering, for the next measurement. */
export async function restartB(context: ScaleContext): Promise<void> {
  await context.proxied.restartB()
  await answering(context.proxied.instances[1])
}
