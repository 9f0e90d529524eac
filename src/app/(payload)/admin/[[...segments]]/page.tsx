/* Payload's admin pages (generated shape, kept thin). */
import { generatePageMetadata, RootPage } from '@payloadcms/next/views'
import type { Metadata } from 'next'

import { refusedOr } from '@/admin/routing/refusedRoutes'
import config from '@payload-config'

import { importMap } from '../importMap.js'

type Args = {
  params: Promise<{ segments: string[] }>
  searchParams: Promise<{ [key: string]: string | string[] }>
}

export const generateMetadata = ({ params, searchParams }: Args): Promise<Metadata> =>
  generatePageMetadata({ config, params, searchParams })

// A screen hidden from the member's role is answered « Accès refusé », as our own views do.
const Page = ({ params, searchParams }: Args) => RootPage({ config, params: refusedOr(config, params), searchParams, importMap })

export default Page
