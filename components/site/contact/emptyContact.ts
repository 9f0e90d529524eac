import type { ContactInput } from '@/domain/contact'

export const EMPTY_CONTACT: ContactInput = { name: '', email: '', subject: '' as ContactInput['subject'], message: '' }
