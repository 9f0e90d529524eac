import { setFlagsFromString } from 'node:v8'

/**
 * How far the server's JavaScript heap may grow past what its last full collection kept before V8
 * collects again: 25 %, where V8 would otherwise allow up to four times as much on a machine with
 * gigabytes of memory.
 *
 * An instance keeps about 270 MB alive (Next, Payload, the build's manifests). The weekly letter
 * throws away, copy after copy, the copy's row, its MIME message and its buffers; at a few hundred
 * copies a second they outlive the young generation's collections and land in the old generation,
 * which V8 then let grow by 500 MB per instance over a letter of 60,000 copies before collecting
 * it. Nothing was held: one full collection brought the heap back to its level before the letter.
 * With this setting the dead copies are collected a few seconds after they die, and what the
 * deployment must give each instance (compose.yaml runs two beside PostgreSQL) stays near what it
 * uses. The price is more frequent full collections, whose marking runs mostly on a helper thread.
 */
const HEAP_GROWING_PERCENT = 25

/**
 * Applies the setting to this process (read by V8 each time it sets the next collection's
 * threshold, so it takes effect from the next collection on).
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
}
