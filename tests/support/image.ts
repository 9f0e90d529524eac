import sharp from 'sharp'

/** A small real PNG, for uploads to the media library. */
export function pngImage(width = 48, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#7a2e1f' } })
    .png()
    .toBuffer()
}

/** The multipart form Payload's admin sends for an upload: the file and its fields as `_payload`. */
export function uploadForm(file: Buffer, name: string, type: string, fields: Record<string, unknown>): FormData {
  const form = new FormData()
  form.set('file', new Blob([new Uint8Array(file)], { type }), name)
  form.set('_payload', JSON.stringify(fields))
  return form
}
