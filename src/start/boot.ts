/**
 * `npm start`'s first step, run by start.ts in a process of its own with DATABASE_URI set to the
 * address the migrations run as: the migrations, the job queue's schema and the first admin (and
 * an editor when EDITOR_EMAIL asks for one), under the boot lock (src/server/boot/bootInstance.ts).
 * A process of its own, because the Payload config takes its database address as it is loaded:
 * the server then loads it with the app's own.
 */
import { fail } from './fail'

// The rich-text editor's library, lexical, finishes loading its modules with a top-level await.
// When several modules wait for it at once, Node 20 now and then never resumes them: the process
// then exits (13) having done nothing. Loaded alone first, through Payload's re-export of it, it is
// ready before anything else asks for it.
await import('@payloadcms/richtext-lexical/lexical')
const { bootInstance } = await import('@/server/boot/bootInstance')

bootInstance({ editor: Boolean(process.env.EDITOR_EMAIL) })
  .then(() => process.exit(0))
  .catch(fail)
