/**
 * The hosted pages' frame: server-rendered HTML in French that works without JavaScript, with a
 * label for every field, errors announced (`role="alert"`) and tied to their field.
 */
import type { Reply } from '../api'

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:36rem;margin:0 auto;padding:1.5rem}
.test{background:#ffde92;color:#5c3c00;margin:0;padding:.25rem 1rem;text-align:center;font-size:.875rem}
section,form.card{background:#fff;border:1px solid #d8dee4;border-radius:8px;padding:1rem;margin:1rem 0}
fieldset{border:1px solid #d8dee4;border-radius:6px;margin:1rem 0;padding:.5rem 1rem}
label{display:block;margin:.5rem 0 .25rem}
input[type=radio]+label{display:inline;margin:0 1rem 0 .25rem}
input[type=text],input[type=email]{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #8792a2;border-radius:4px}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:6px;background:#0a2540;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0a2540;border:1px solid #0a2540}
[role=alert]{color:#8a0e16;background:#fdecea;padding:.5rem;border-radius:4px}
[role=status]{color:#0b5a2b;background:#e6f4ea;padding:.5rem;border-radius:4px}
.field-error{color:#8a0e16;margin:.25rem 0}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #d8dee4}
.total{font-size:1.25rem}`

export function page(title: string, body: string, status = 200): Reply {
  const html = `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body>
<p class="test">Mode test : aucune somme réelle n'est débitée.</p>
<main>
${body}
</main>
</body>
</html>
`
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body: html }
}

export function redirect(location: string): Reply {
  return { status: 303, headers: { location }, body: '' }
}

export function notFound(): Reply {
  return page('Page introuvable', '<h1>Page introuvable</h1><p>Ce lien n’existe pas ou n’est plus valable.</p>', 404)
}

/** A text field with its label and, when it is wrong, its error tied to it. */
export function field(input: {
  id: string
  label: string
  value?: string
  type?: 'text' | 'email'
  autocomplete?: string
  inputmode?: string
  error?: string
}): string {
  return [
    `<label for="${input.id}">${escape(input.label)}</label>`,
    input.error ? `<p class="field-error" id="${input.id}-error">${escape(input.error)}</p>` : '',
    `<input type="${input.type ?? 'text'}" id="${input.id}" name="${input.id}" value="${escape(input.value ?? '')}"` +
      `${input.autocomplete ? ` autocomplete="${input.autocomplete}"` : ''}${input.inputmode ? ` inputmode="${input.inputmode}"` : ''}` +
      `${input.error ? ` aria-invalid="true" aria-describedby="${input.id}-error"` : ''}>`,
  ].join('\n')
}

/** The card fields shared by the checkout page and the portal. */
export function cardFields(values: Record<string, string>, error?: { field: string; message: string }): string {
  const errorOf = (id: string) => (error?.field === id ? error.message : undefined)
  return [
    field({
      id: 'card-number',
      label: 'Numéro de carte',
      value: values['card-number'],
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      error: errorOf('card-number'),
    }),
    field({
      id: 'card-expiry',
      label: "Date d'expiration (MM / AA)",
      value: values['card-expiry'],
      autocomplete: 'cc-exp',
      error: errorOf('card-expiry'),
    }),
    field({
      id: 'card-cvc',
      label: 'Code de sécurité (CVC)',
      value: values['card-cvc'],
      autocomplete: 'cc-csc',
      inputmode: 'numeric',
      error: errorOf('card-cvc'),
    }),
    field({
      id: 'card-name',
      label: 'Nom du titulaire de la carte',
      value: values['card-name'],
      autocomplete: 'cc-name',
      error: errorOf('card-name'),
    }),
  ].join('\n')
}
