import { useState } from 'react'

/** A request (or a few) that a button starts; the screen shows it pending until it settles. */
type Task = () => Promise<void>

/**
 * What a failed task shows (a toast, a message in the page, the previous state back); the action
 * stays pending until a promise it returns settles. Without one, `run` passes the failure on to
 * its caller once the pending state is cleared.
 */
type OnError = (error: unknown) => unknown

/**
 * Which of a screen's actions is under way, by key: the row of a list (its id) or one of the
 * screen's named actions, so that only its button says it is working while the others wait.
 * `run(key, task)` marks the key pending until the task settles, success or failure; a failure
 * goes to the run's own `onError`, else to the hook's.
 */
export function usePendingKey<K extends string | number>(onFailure?: OnError) {
  const [pending, setPending] = useState<K | null>(null)
  const run = async (key: K, task: Task, onError: OnError | undefined = onFailure) => {
    setPending(key)
    try {
      await task()
    } catch (error) {
      if (!onError) throw error
      await onError(error)
    } finally {
      setPending(null)
    }
  }
  return { pending, run }
}

/** One pending state for a screen's actions: `run(task, onError?)` while the buttons wait. */
export function usePendingAction(onFailure?: OnError) {
  const { pending, run } = usePendingKey<'action'>(onFailure)
  return { pending: pending !== null, run: (task: Task, onError?: OnError) => run('action', task, onError) }
}
