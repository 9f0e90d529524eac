/**
 * Run by prepareDatabase in its own process, with DATABASE_URI already set: the config is a
 * static import here (through bootInstance). Importing it dynamically, once the parent had started
 * the database, left the import unsettled now and then (Node 20's off-thread loader hooks, which
 * tsx uses): the process then exited 13, or hung forever when something else kept it alive.
 * What `npm start` does first (src/server/boot/bootInstance.ts); `--seed` adds the demo editor and content.
 */
import type { Payload, PayloadRequest } from 'payload'

import { fail } from './lib'
import { bootInstance } from '../src/server/boot/bootInstance'
import { printCredentials } from '../src/server/boot/printCredentials'
import { DEMO_MEMBER, ensureDemoMember, seedDemoContent, seedDemoEvening } from '../tooling/seed/demoContent'
import { recordDemoDecisions } from '../tooling/seed/demoDecisions'
import { payDemoMembership, seedDemoMemberships } from '../tooling/seed/demoMemberships'
import { seedDemoSponsorships } from '../tooling/seed/demoSponsorships'

/** The demo content of an empty database, and a member to book as with the demo dinners. */
async function seedDemo(payload: Payload, req: Partial<PayloadRequest>): Promise<() => Promise<void>> {
  const seeded = await seedDemoContent(payload, req)
  const member = await ensureDemoMember(payload, req, process.env.MEMBER_EMAIL, process.env.MEMBER_PASSWORD)
  await seedDemoMemberships(payload, req)
  // Last week's dinner, held: its marks, answers, a « revoir » and a report.
  const evening = seeded ? await seedDemoEvening(payload, req, process.env.MEMBER_EMAIL) : null
  if (seeded) await recordDemoDecisions(payload, req)
  if (seeded) await seedDemoSponsorships(payload, req)
  return async () => {
    // Once the seed is committed: the demo member pays on the Stripe stand-in, when billing runs on it.
    if (await payDemoMembership(payload, process.env.MEMBER_EMAIL ?? DEMO_MEMBER.email)) {
      console.log('Adhésion Premium du membre de démonstration payée sur le Stripe de démonstration.')
    }
    if (seeded) console.log('Contenu de démonstration ajouté (8 articles, candidatures, membres et dîners).')
    if (member && !process.env.MEMBER_PASSWORD) printCredentials(member, 'member')
    if (evening) console.log(`Avis de démonstration du membre sur le dîner de la semaine dernière : http://localhost:3000${evening}`)
  }
}

const seed = process.argv.includes('--seed')
// A demo editor with the demo content; in production only when EDITOR_EMAIL asks for one.
bootInstance({ editor: seed || Boolean(process.env.EDITOR_EMAIL), content: seed ? seedDemo : undefined })
  .then(() => process.exit(0))
  .catch(fail)
