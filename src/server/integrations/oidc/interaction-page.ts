import { readFileSync } from 'node:fs';

/** Served at /oidc/assets/sign-in.css; read once. */
export const SIGN_IN_CSS = readFileSync(new URL('./sign-in.css', import.meta.url), 'utf8');
export const SIGN_IN_CSS_PATH = '/oidc/assets/sign-in.css';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const DEFAULT_DESCRIPTION = 'Sign in to Wayfarer, the travel planner whose itineraries are feasible by construction.';

/** A full document head (title, description, icon, theme colour) like the app's own pages, so tabs and bookmarks read well. */
function layout(title: string, body: string, description = DEFAULT_DESCRIPTION): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Wayfarer</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="#0b6e66">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="${SIGN_IN_CSS_PATH}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInForm {
  uid: string;
  values?: { name?: string; email?: string };
  errors?: { name?: string; email?: string };
}

function field(id: 'name' | 'email', label: string, opts: { type: string; autocomplete: string; hint: string }, form: SignInForm) {
  const error = form.errors?.[id];
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `<div class="field">
<label for="${id}">${label}</label>
<input id="${id}" name="${id}" type="${opts.type}" autocomplete="${opts.autocomplete}" required maxlength="200"
  value="${escapeHtml(form.values?.[id] ?? '')}" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="${id}-hint">${opts.hint}</p>
${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}
</div>`;
}

/** The local sign-in page: plain HTML form, works without JavaScript, labelled as the local sign-in. */
export function renderSignInPage(form: SignInForm): string {
  const uid = encodeURIComponent(form.uid);
  const errors = Object.entries(form.errors ?? {}).filter(([, v]) => v);
  const summary = errors.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">Please correct ${errors.length === 1 ? 'this' : 'these'}</h2>
<ul>${errors.map(([k, v]) => `<li><a href="#${k}">${escapeHtml(v!)}</a></li>`).join('')}</ul>
</div>`
    : '';
  return layout(
    'Sign in',
    `<p class="brand">Wayfarer<span class="badge">Local</span></p>
<h1>Local sign-in</h1>
<p class="lead">This is Wayfarer's built-in sign-in, used when no external identity provider is configured.
There is no password: the same e-mail address always opens the same account, so use it only on a machine you trust.</p>
${summary}
<form method="post" action="/oidc/interaction/${uid}/login" novalidate>
${field('name', 'Name', { type: 'text', autocomplete: 'name', hint: 'First and last name, e.g. Ada Lovelace.' }, form)}
${field('email', 'E-mail', { type: 'email', autocomplete: 'email', hint: 'Identifies your account.' }, form)}
<div class="actions">
<button type="submit">Sign in</button>
<button type="submit" class="secondary" formaction="/oidc/interaction/${uid}/abort">Cancel</button>
</div>
</form>`,
    'Sign in to Wayfarer with your name and e-mail address (the built-in sign-in, used when no external identity provider is set).',
  );
}

export function renderErrorPage(opts: { title: string; message: string; retryHref?: string }): string {
  const retry = opts.retryHref ? `<a class="button" href="${escapeHtml(opts.retryHref)}">Try again</a>` : '';
  return layout(
    opts.title,
    `<p class="brand">Wayfarer</p>
<h1>${escapeHtml(opts.title)}</h1>
<p role="alert">${escapeHtml(opts.message)}</p>
<div class="actions">${retry}<a class="button secondary" href="/">Go home</a></div>`,
  );
}
