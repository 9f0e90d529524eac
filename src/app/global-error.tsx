'use client'

import { ERROR_PAGES } from '@/domain/pages'

/**
 * When the site's own layout fails, Next shows this instead of it: its own <html>, with none of
 * the site's stylesheets, so the few styles it needs are written here.
 */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fr">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif', color: '#211f26', background: '#fdfcfd' }}>
        <main style={{ maxWidth: 640, margin: '0 auto', padding: '64px 24px' }}>
          <p style={{ color: '#65636d', fontWeight: 500 }}>{ERROR_PAGES.error.kicker}</p>
          <h1 style={{ fontSize: 36, lineHeight: 1.2, margin: '8px 0 16px' }}>{ERROR_PAGES.error.title}</h1>
          <p style={{ fontSize: 18, lineHeight: 1.6 }}>{ERROR_PAGES.error.text}</p>
          <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 32 }}>
            <button
              type="button"
              onClick={reset}
              style={{
                font: 'inherit',
                padding: '10px 18px',
                borderRadius: 6,
                border: 0,
                background: '#5c2d62',
                color: '#fff',
                cursor: 'pointer',
              }}
            >
              {ERROR_PAGES.error.retry}
            </button>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- the root layout failed: a full page load starts the app afresh */}
            <a
              href="/"
              style={{
                font: 'inherit',
                padding: '10px 18px',
                borderRadius: 6,
                border: '1px solid #5c2d62',
                color: '#5c2d62',
                textDecoration: 'none',
              }}
            >
              {ERROR_PAGES.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
