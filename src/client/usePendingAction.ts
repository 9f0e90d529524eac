import { useState } from 'react'

/** A request (or a few) that a button starts; the screen shows it pending until it settles. */
type Task = () => Promise<void>

/**
 * What a failed task shows (a toast, a message in the page, the previous state back); the action
 * stays pending until a promise it returns settles. Without one, `run` passes the failure on to
 * its caller once the pending state is cleared.
 */
type OnError = (error: unknown) => unknown

type Options = {
  /**
   * The task ends by leaving the page (`router.push`): after a success the buttons stay pending
   * until the next page replaces them, so that no second request leaves meanwhile.
   */
  leaves?: boolean
}

/**
 * Which of a screen's actions is under way, by key: the row of a list (its id) or one of the
 * screen's named actions, so that only its button says it is working while the others wait.
 * `run(key, task)` marks the key pending until the task settles, success or failure; a failure
 * goes to the run's own `onError`, else to the hook's.
 */
export function usePendingKey<K extends string | number>(onFailure?: OnError, { leaves = false }: Options = {}) {
  const [pending, setPending] = useState<K | null>(null)
  const run = async (key: K, task: Task, onError: OnError | undefined = onFailure) => {
    setPending(key)
    let settled = !leaves
    try {
      await task()
    } catch (error) {
      settled = true
      if (!onError) throw error
      await onError(error)
    } finally {
      if (settled) setPending(null)
    }
  }
  return { pending, run }
}

/** One pending state for a screen's actions: `run(task, onError?)` while the buttons wait. */
export function usePendingAction(onFailure?: OnError, options?: Options) {
  const { pending, run } = usePendingKey<'action'>(onFailure, options)
  return { pending: pending !== null, run: (task: Task, onError?: OnError) => run('action', task, onError) }
}
