import { Parser } from 'htmlparser2'

/** The tags of a page's head that say what the page is. */
export type HeadTags = {
  ogTitle?: string
  ogDescription?: string
  ogSiteName?: string
  title?: string
  description?: string
}

const META_KEYS: Record<string, keyof HeadTags> = {
  'og:title': 'ogTitle',
  'og:description': 'ogDescription',
  'og:site_name': 'ogSiteName',
  description: 'description',
}

/**
 * Reads a page's head as its bytes arrive, and says when it has ended (`</head>` or `<body>`), so
 * that the rest of a long page is never downloaded. The first value of each tag wins.
 */
export function headReader(charset: string) {
  const tags: HeadTags = {}
  let title: string | undefined
  let ended = false
  const decoder = textDecoder(charset)
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') ended = true
        else if (name === 'title' && tags.title === undefined) title = ''
        else if (name === 'meta') {
          const key = META_KEYS[(attributes.property ?? attributes.name ?? '').toLowerCase()]
          if (key && tags[key] === undefined && attributes.content) tags[key] = attributes.content
        }
      },
      ontext(text) {
        if (title !== undefined) title += text
      },
      onclosetag(name) {
        if (name === 'title' && title !== undefined) {
          tags.title = title
          title = undefined
        } else if (name === 'head') ended = true
      },
    },
    { decodeEntities: true },
  )
  return {
    write(chunk: Uint8Array) {
      parser.write(decoder.decode(chunk, { stream: true }))
    },
    get ended() {
      return ended
    },
    end(): HeadTags {
      parser.end()
      return tags
    },
  }
}

/** The page's charset if the runtime knows it, else UTF-8 (by far the most common). */
function textDecoder(charset: string): TextDecoder {
  try {
    return new TextDecoder(charset)
  } catch {
    return new TextDecoder('utf-8')
  }
}
