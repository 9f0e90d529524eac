import { LogoMark } from '@components/ui/LogoMark'

/** The mark in the admin's header and navigation (Payload's graphics.Icon). */
export function AdminIcon() {
  return <LogoMark size={18} />
}
