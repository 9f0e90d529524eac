import { LogoMark } from './LogoMark'

const MARK_SIZE = { medium: 30, large: 40 } as const

/** The club's signature: the mark beside the brand's name, set in the display face (header, footer). */
export function LogoLockup({ name, size = 'medium' }: { name: string; size?: keyof typeof MARK_SIZE }) {
  return (
    <span className={`kit-lockup kit-lockup--${size}`}>
      <LogoMark size={MARK_SIZE[size]} drawnOnce />
      <span className="kit-lockup__name">{name}</span>
    </span>
  )
}
